import { describe, expect, it } from 'vitest';
import { menuProductSchema } from './menu';

const product = (fields: Record<string, unknown>) => ({
  id_cardapio: 7,
  id_cardapio_categoria: 12,
  nome_prod: 'Guaraná',
  descricao: '',
  foto: '',
  ordem: 0,
  id_estabelecimento: 101,
  preco: 7,
  status: 'S',
  disponibilidade: null,
  ...fields,
});

describe('a menu product as the platform sends it', () => {
  it('reads an optional price or id given as null, empty text, zero, a number or its text', () => {
    const read = (value: unknown) => menuProductSchema.parse(product({ novo_preco: value, id_produto: value })) as { novo_preco: number | null; id_produto: number | null };
    for (const none of [null, '', 0, '0', undefined]) expect(read(none)).toMatchObject({ novo_preco: null, id_produto: null });
    expect(read(12.5)).toMatchObject({ novo_preco: 12.5, id_produto: 12.5 });
    expect(read(' 9.90 ')).toMatchObject({ novo_preco: 9.9, id_produto: 9.9 });
    expect(menuProductSchema.safeParse(product({ novo_preco: 'grátis' })).success).toBe(false);
    expect(menuProductSchema.safeParse(product({ preco_antigo: true })).success).toBe(false);
  });
});
