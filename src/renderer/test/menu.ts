/** Menu rows as the platform answers them (cardapiocategorias/listar, cardapio/listar), for the menu's tests. */
export const categoryRow = (id: number, nome: string, ordem: number) => ({ id_cardapio_categoria: id, nome_categoria: nome, status: 'S', disponibilidade: null, ordem });

export const productRow = (id: number | string, nome: string, ordem: number, extra: object = {}) => ({
  id_cardapio: id,
  id_cardapio_categoria: 12,
  nome_prod: nome,
  descricao: '',
  foto: '',
  ordem,
  id_estabelecimento: 101,
  preco: 5,
  status: 'S',
  disponibilidade: null,
  ...extra,
});
