import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { FieldError, parseFields } from './body';

describe('parseFields (a body read with its endpoint zod schema)', () => {
  const save = z.object({
    horarios: z.string(),
    auto_abrir: z.boolean(),
    preco: z.number(),
    id_estoque: z.optional(z.number()),
    formas: z.array(z.string()),
    ids: z.optional(z.array(z.number())),
  });

  it('coerces form-encoded text to the kinds the schema names', () => {
    const body = parseFields({ horarios: '[]', auto_abrir: 'sim', preco: '12,50', formas: 'pix, dinheiro', ids: '[3,4]', extra: 'x' }, save);
    expect(body).toEqual({ horarios: '[]', auto_abrir: true, preco: 12.5, formas: ['pix', 'dinheiro'], ids: [3, 4] });
  });

  it("reads lists as 'name[]' or 'name[0]' entries, and booleans as 1/0, on/off, S/N", () => {
    expect(parseFields({ 'formas[]': 'pix', auto_abrir: '0', horarios: '', preco: 1 }, save)).toMatchObject({ formas: ['pix'], auto_abrir: false, horarios: '' });
    expect(parseFields({ 'formas[1]': 'b', 'formas[0]': 'a', auto_abrir: 'on', horarios: 'x', preco: '2' }, save)).toMatchObject({ formas: ['a', 'b'], auto_abrir: true });
    expect(parseFields({ formas: [], auto_abrir: 'S', horarios: 'x', preco: '2' }, save).auto_abrir).toBe(true);
  });

  it('keeps JSON values as they came, and an empty non-text field counts as absent', () => {
    expect(parseFields({ horarios: 7, auto_abrir: true, preco: 3, formas: ['a'], id_estoque: '' }, save)).toEqual({ horarios: '7', auto_abrir: true, preco: 3, formas: ['a'] });
  });

  it('names the missing or invalid field in Portuguese', () => {
    expect(() => parseFields({ auto_abrir: true, preco: 1, formas: [] }, save)).toThrow(new FieldError('Campo obrigatório ausente: horarios.'));
    expect(() => parseFields({ horarios: 'x', auto_abrir: 'talvez', preco: 1, formas: [] }, save)).toThrow(new FieldError('Campo inválido: auto_abrir.'));
    expect(() => parseFields({ horarios: 'x', auto_abrir: true, preco: 'doze', formas: [] }, save)).toThrow(new FieldError('Campo inválido: preco.'));
    expect(() => parseFields({ horarios: 'x', auto_abrir: true, preco: 1, formas: [], ids: '[1,' }, save)).toThrow(new FieldError('Campo inválido: ids.'));
    expect(() => parseFields({ horarios: 'x', auto_abrir: true, preco: '' , formas: [] }, save)).toThrow(new FieldError('Campo obrigatório ausente: preco.'));
  });

  it('checks what the schema states beyond the kind (a value outside an enum, a refinement)', () => {
    const status = z.object({ fechado: z.enum(['S', 'N']), qtd: z.number().check(z.minimum(1)) });
    expect(parseFields({ fechado: 'S', qtd: '2' }, status)).toEqual({ fechado: 'S', qtd: 2 });
    expect(() => parseFields({ fechado: 'X', qtd: '2' }, status)).toThrow(new FieldError('Campo inválido: fechado.'));
    expect(() => parseFields({ fechado: 'N', qtd: '0' }, status)).toThrow(new FieldError('Campo inválido: qtd.'));
    const tipo = z.object({ tipo: z.enum(['sabor', 'ingrediente'], { error: 'Tipo inválido: use sabor ou ingrediente.' }) });
    expect(() => parseFields({ tipo: 'bebida' }, tipo)).toThrow(new FieldError('Tipo inválido: use sabor ou ingrediente.'));
  });

  it('takes a file field only as a file', () => {
    const schema = z.object({ file: z.file() });
    const file = new File(['a;b'], 'produtos.csv', { type: 'text/csv' });
    expect(parseFields({ file }, schema).file).toBe(file);
    expect(() => parseFields({ file: 'texto' }, schema)).toThrow(new FieldError('Envie um arquivo em file.'));
    expect(() => parseFields({}, schema)).toThrow(FieldError);
  });

  it('hands a multipart file (uploads.ts) to a file field as a File, and refuses one cut short', async () => {
    const schema = z.object({ file: z.file() });
    const part = { kind: 'file', filename: 'p.csv', mimetype: 'text/csv', data: Buffer.from('a;b'), truncated: false };
    const file = parseFields({ file: part }, schema).file;
    expect([file.name, file.type, await file.text()]).toEqual(['p.csv', 'text/csv', 'a;b']);
    expect(() => parseFields({ file: { ...part, truncated: true } }, schema)).toThrow(new FieldError('O arquivo é muito grande: o máximo é 10 MB.'));
  });

  it("gathers an object sent as 'name[field]' entries (multipart), and still reads it as JSON text", () => {
    const schema = z.object({ columns_disposition: z.record(z.string(), z.unknown()) });
    const multipart = { 'columns_disposition[product_ean_cod]': '1', 'columns_disposition[product_price]': '3', should_update: '0' };
    expect(parseFields(multipart, schema).columns_disposition).toEqual({ product_ean_cod: '1', product_price: '3' });
    expect(parseFields({ columns_disposition: '{"product_qty":2}' }, schema).columns_disposition).toEqual({ product_qty: 2 });
  });
});
