import { toFormBody } from './formEncoding';

describe('toFormBody', () => {
  it('encodes scalars, arrays as key[], objects as JSON, and skips null', () => {
    const form = toFormBody({ usuario: 'joão', ativo: true, n: 3, formas: ['pix', 'din'], obj: { a: 1 }, nada: null });
    expect(form.toString()).toBe(
      'usuario=jo%C3%A3o&ativo=true&n=3&formas%5B%5D=pix&formas%5B%5D=din&obj=%7B%22a%22%3A1%7D',
    );
  });
});
