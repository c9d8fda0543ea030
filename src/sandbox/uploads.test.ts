import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptMultipart, uploadedFile } from './uploads';

const app = Fastify();
let url = '';

beforeAll(async () => {
  await acceptMultipart(app);
  app.post('/echo', (request) => {
    const body = request.body as Record<string, unknown>;
    const file = uploadedFile(body.arquivo);
    return { id: body.id_estabelecimento, file: file && { filename: file.filename, mimetype: file.mimetype, text: file.data.toString('utf8') } };
  });
  url = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

describe('multipart bodies', () => {
  it('give text fields as text and each file with its name, type and bytes', async () => {
    const form = new FormData();
    form.append('id_estabelecimento', '101');
    form.append('arquivo', new Blob(['conteúdo'], { type: 'image/png' }), 'rg.png');
    const answer = (await (await fetch(`${url}/echo`, { method: 'POST', body: form })).json()) as unknown;
    expect(answer).toEqual({ id: '101', file: { filename: 'rg.png', mimetype: 'image/png', text: 'conteúdo' } });
  });

  it('a text field is not a file', async () => {
    const form = new FormData();
    form.append('arquivo', 'não sou um arquivo');
    const answer = (await (await fetch(`${url}/echo`, { method: 'POST', body: form })).json()) as { file: unknown };
    expect(answer.file).toBeNull();
    expect(uploadedFile({ filename: 'x', mimetype: 'y', data: 'z' })).toBeNull();
  });
});
