import {
  cataloguePageSchema,
  envelopeSchema,
  listarCardapioSchema,
  listarCategoriasSchema,
  listarEstoqueSchema,
  listarIngredientesSchema,
  listarTamanhosSchema,
  listarVariacoesCategoriasSchema,
  listarVariacoesSchema,
  photoSavedSchema,
  savedIdSchema,
  stockItemSavedSchema,
} from '../../src/shared/api';
import { isValidEan13 } from '../../src/shared/menu/ean';
import { useContractRig } from '../support/contractRig';
import { SEED } from '../../src/sandbox/seed/ids';

/**
 * The menu, variations, stock and catalogue calls (spec 02 §7.1-§7.3) through the renderer's own
 * clients against the sandbox: every answer is parsed with the schema the data layer uses.
 */
const rig = useContractRig();

beforeEach(() => rig.loginAs('pizzaria'));

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const ALWAYS = '';
const EVENINGS = JSON.stringify({ sx: { initAt: 1080, endAt: 1439 }, sb: { initAt: 660, endAt: 900, initAt2: 1080, endAt2: 1439 } });

async function newCategory(nome = 'Lanches da Tarde'): Promise<number> {
  const saved = savedIdSchema('id_cardapio_categoria').parse(
    await rig.api.legacy.call('cardapiocategorias/adicionar', { body: { nome_categoria: nome, status: 'S', disponibilidade: EVENINGS } }),
  );
  return saved.id_cardapio_categoria!;
}

async function newProduct(categoryId: number, preco = 19.9): Promise<number> {
  const saved = savedIdSchema('id_cardapio').parse(
    await rig.api.legacy.call('cardapio/adicionar', {
      body: { id_cardapio_categoria: categoryId, nome_prod: 'Coxinha de frango', descricao: 'Com Catupiry.', preco, novo_preco: 0, disponibilidade: ALWAYS },
    }),
  );
  return saved.id_cardapio!;
}

describe('menu categories', () => {
  it('adds one with its schedule, reads it alone, changes, reorders and deletes it', async () => {
    const id = await newCategory();
    const one = listarCategoriasSchema.parse(await rig.api.legacy.call('cardapiocategorias/listar/:id', { params: { id } }));
    expect(one.categorias).toEqual([
      { id_cardapio_categoria: id, nome_categoria: 'Lanches da Tarde', status: 'S', disponibilidade: JSON.parse(EVENINGS) as unknown, ordem: 3 },
    ]);
    const changed = await rig.api.legacy.call('cardapiocategorias/adicionar/:id', {
      params: { id },
      body: { nome_categoria: 'Salgados', status: 'O', disponibilidade: ALWAYS },
    });
    expect(envelopeSchema.parse(changed).status).toBe(true);
    const order = [id, SEED.menu101.sobremesas, SEED.menu101.pizzas, SEED.menu101.bebidas];
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapiocategorias/ordem', { body: { ordem: order } })).status).toBe(true);
    const all = listarCategoriasSchema.parse(await rig.api.legacy.call('cardapiocategorias/listar'));
    expect(all.categorias.map((c) => c.id_cardapio_categoria)).toEqual(order);
    expect(all.categorias[0]).toMatchObject({ nome_categoria: 'Salgados', status: 'O', disponibilidade: null });
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapiocategorias/excluir', { body: { id_cardapio_categoria: id } })).status).toBe(true);
  });

  it('refuses a duplicate name and the deletion of a category with products, with the reason', async () => {
    const duplicate = await rig.api.legacy.call('cardapiocategorias/adicionar', { body: { nome_categoria: 'pizzas', status: 'S', disponibilidade: ALWAYS } });
    expect(duplicate).toMatchObject({ status: false, erro: 'Já existe uma categoria com o nome "Pizzas".' });
    const withProducts = await rig.api.legacy.call('cardapiocategorias/excluir', { body: { id_cardapio_categoria: SEED.menu101.bebidas } });
    expect(withProducts).toMatchObject({ status: false, erro: expect.stringContaining('tem 5 produtos') });
  });
});

describe('products', () => {
  it('lists a category with sizes and the starting price of multi-size products', async () => {
    const pizzas = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId', { params: { categoryId: SEED.menu101.pizzas } }));
    const margherita = pizzas.cardapio.find((p) => p.id_cardapio === 1101)!;
    expect(margherita).toMatchObject({ nome_prod: 'Pizza Margherita', multipleSize: true, preco: 0, apartirde: true, preco_apartirde: 34.9 });
    expect(margherita.tamanhos.map((s) => [s.nome, s.preco])).toEqual([
      ['Broto (4 fatias)', 34.9],
      ['Média (6 fatias)', 41.9],
      ['Grande (8 fatias)', 49.9],
    ]);
    const sobremesas = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId', { params: { categoryId: SEED.menu101.sobremesas } }));
    expect(sobremesas.cardapio.find((p) => p.id_cardapio === 1302)).toMatchObject({ preco: 39.9, novo_preco: 34.9, preco_antigo: 39.9, multipleSize: false });
  });

  it('reads one product with composition, sizes, variations and tabs, also without its category (deep link)', async () => {
    const read = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId/:productId', { params: { categoryId: 0, productId: 1107 } }));
    const product = read.cardapio[0]!;
    expect(product.ingredientes?.map((i) => [i.nome_item, i.quantidade, i.removivel])).toEqual([
      ['Molho de tomate', 1, false],
      ['Muçarela', 1, true],
    ]);
    expect(product.variacoes?.map((v) => [v.nome_variacao, v.tamanho_nome, v.calculo_preco])).toEqual([
      ['Sabores da pizza broto', 'Broto (4 fatias)', 'mp'],
      ['Sabores da pizza média', 'Média (6 fatias)', 'mp'],
      ['Sabores da pizza grande', 'Grande (8 fatias)', 'mp'],
      ['Borda recheada', 'Todos', 'in'],
    ]);
    expect(product.tabsAllowed).toEqual(['informacoes', 'composicao', 'tamanhos', 'variacoes', 'disponibilidade']);
    const elsewhere = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId/:productId', { params: { categoryId: SEED.menu101.bebidas, productId: 1107 } }));
    expect(elsewhere.cardapio).toEqual([]);
  });

  it('saves, changes status, duplicates with everything, reorders and deletes', async () => {
    const categoryId = await newCategory();
    const id = await newProduct(categoryId);
    const promo = await rig.api.legacy.call('cardapio/adicionar/:id', {
      params: { id },
      body: { id_cardapio_categoria: categoryId, nome_prod: 'Coxinha de frango', descricao: 'Com Catupiry.', preco: 19.9, novo_preco: 25, disponibilidade: ALWAYS },
    });
    expect(promo).toMatchObject({ status: false, erro: 'O preço promocional precisa ser menor que o preço do produto.' });
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapio/mudaSts', { body: { id_cardapio: id, status: 'F' } })).status).toBe(true);
    const size = savedIdSchema('id_cardapio_tamanho').parse(
      await rig.api.legacy.call('cardapiotamanhos/adicionar', { body: { id_cardapio: id, nome: 'Cento', preco: 89.9, status: 'S' } }),
    );
    const copy = savedIdSchema('id_cardapio').parse(await rig.api.legacy.call('cardapio/duplicar', { body: { id_cardapio: id } })).id_cardapio!;
    const copied = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId/:productId', { params: { categoryId, productId: copy } })).cardapio[0]!;
    expect(copied).toMatchObject({ nome_prod: 'Coxinha de frango (cópia)', status: 'F', multipleSize: true, preco: 0 });
    expect(copied.tamanhos.map((s) => s.nome)).toEqual(['Cento']);
    expect(copied.tamanhos[0]!.id_cardapio_tamanho).not.toBe(size.id_cardapio_tamanho);
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapio/ordem', { body: { ordem: [copy, id] } })).status).toBe(true);
    const listed = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId', { params: { categoryId } }));
    expect(listed.cardapio.map((p) => p.id_cardapio)).toEqual([copy, id]);
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapio/excluir', { body: { id_cardapio: copy } })).status).toBe(true);
  });

  it('stores a photo sent alone and one sent with the older screen, serves them, and refuses other formats in erros', async () => {
    const photo = photoSavedSchema.parse(
      await rig.api.legacy.call('cardapio/foto', { body: { arquivo: new File([PNG], 'coxinha.png', { type: 'image/png' }), id_cardapio: 1301 }, multipart: true }),
    );
    expect(photo.url_imagem).toMatch(new RegExp(`^${rig.url}/uploads/[a-f0-9]{16}\\.png$`));
    const served = await fetch(photo.url_imagem!);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const refused = await rig.api.legacy.call('cardapio/foto', { body: { arquivo: new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }), id_cardapio: 1301 }, multipart: true });
    expect(refused).toEqual({ status: false, erros: 'Formato de imagem não aceito. Envie um arquivo PNG, JPG ou JPEG.' });
    const older = photoSavedSchema.parse(
      await rig.api.legacy.call('cardapio/adicionar', {
        body: {
          id_cardapio_categoria: SEED.menu101.sobremesas,
          nome_prod: 'Sorvete de pistache',
          descricao: '',
          preco: 18,
          novo_preco: 0,
          disponibilidade: ALWAYS,
          status: 'O',
          arquivo: new File([PNG], 'pistache.jpg', { type: 'image/jpeg' }),
        },
        multipart: true,
      }),
    );
    expect(older.url_imagem).toMatch(/\/uploads\/[a-f0-9]{16}\.jpg$/);
    const listed = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId', { params: { categoryId: SEED.menu101.sobremesas } }));
    expect(listed.cardapio.find((p) => p.id_cardapio === older.id_cardapio)).toMatchObject({ status: 'O', foto: older.url_imagem });
  });
});

describe('composition, sizes and product variations', () => {
  it('runs each list, add, change, reorder, status and delete call', async () => {
    const categoryId = await newCategory();
    const id = await newProduct(categoryId);
    const stock = listarEstoqueSchema.parse(await rig.api.legacy.call('estoque/listar')).estoque;
    const catupiry = stock.find((s) => s.nome_item === 'Catupiry')!.id_estoque;
    const frango = stock.find((s) => s.nome_item === 'Frango desfiado')!.id_estoque;
    const first = savedIdSchema('id_cardapio_estoque').parse(
      await rig.api.legacy.call('cardapioestoque/inserir', { body: { id_estoque: frango, id_cardapio: id, quantidade: 1, removivel: false } }),
    ).id_cardapio_estoque!;
    const second = savedIdSchema('id_cardapio_estoque').parse(
      await rig.api.legacy.call('cardapioestoque/adicionar', { body: { id_estoque: catupiry, id_cardapio: id, quantidade: 1, removivel: true } }),
    ).id_cardapio_estoque!;
    await rig.api.legacy.call('cardapioestoque/adicionar', { body: { id_estoque: catupiry, id_cardapio: id, quantidade: 2, removivel: true, id_cardapio_estoque: second } });
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapioestoque/ordem', { body: { ordem: [second, first] } })).status).toBe(true);
    const composition = listarIngredientesSchema.parse(await rig.api.legacy.call('cardapioestoque/listar/:id', { params: { id } })).cardapioestoque;
    expect(composition.map((i) => [i.nome_item, i.quantidade, i.removivel])).toEqual([
      ['Catupiry', 2, true],
      ['Frango desfiado', 1, false],
    ]);
    await rig.api.legacy.call('cardapioestoque/excluir', { body: { id_cardapio_estoque: first } });

    const small = savedIdSchema('id_cardapio_tamanho').parse(
      await rig.api.legacy.call('cardapiotamanhos/adicionar', { body: { id_cardapio: id, nome: 'Meia dúzia', preco: 24, status: 'S' } }),
    ).id_cardapio_tamanho!;
    const big = savedIdSchema('id_cardapio_tamanho').parse(
      await rig.api.legacy.call('cardapiotamanhos/adicionar', { body: { id_cardapio: id, nome: 'Dúzia', preco: 45, status: 'S' } }),
    ).id_cardapio_tamanho!;
    await rig.api.legacy.call('cardapiotamanhos/adicionar/:id', { params: { id: big }, body: { id_cardapio: id, nome: 'Dúzia', preco: 44, status: 'S' } });
    await rig.api.legacy.call('cardapiotamanhos/ordem', { body: { ordem: [big, small] } });
    await rig.api.legacy.call('cardapiotamanhos/mudaSts', { body: { id_cardapio_tamanho: small, status: 'N' } });
    const sizes = listarTamanhosSchema.parse(await rig.api.legacy.call('cardapiotamanhos/listar/:id', { params: { id } })).cardapiotamanhos;
    expect(sizes.map((s) => [s.nome, s.preco, s.status])).toEqual([
      ['Dúzia', 44, 'S'],
      ['Meia dúzia', 24, 'N'],
    ]);

    const variations = listarVariacoesSchema.parse(await rig.api.legacy.call('variacoes/listar')).variacoes;
    const borda = variations.find((v) => v.nome_variacao === 'Borda recheada')!.id_variacao;
    const adicionais = variations.find((v) => v.nome_variacao === 'Adicionais')!.id_variacao;
    const forAll = savedIdSchema('id_cardapio_variacao').parse(await rig.api.legacy.call('cardapiovariacoes/adicionar', { body: { id_cardapio: id, id_variacao: borda } }))
      .id_cardapio_variacao!;
    const forBig = savedIdSchema('id_cardapio_variacao').parse(
      await rig.api.legacy.call('cardapiovariacoes/adicionar', { body: { id_cardapio: id, id_variacao: adicionais, id_cardapio_tamanho: big } }),
    ).id_cardapio_variacao!;
    await rig.api.legacy.call('cardapiovariacoes/ordem', { body: { ordem: [forBig, forAll] } });
    await rig.api.legacy.call('cardapiovariacoes/mudaSts', { body: { id_cardapio_variacao: forAll, status: 'O' } });
    const product = listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId/:productId', { params: { categoryId, productId: id } })).cardapio[0]!;
    expect(product.variacoes?.map((v) => [v.nome_variacao, v.tamanho_nome, v.status])).toEqual([
      ['Adicionais', 'Dúzia', 'S'],
      ['Borda recheada', 'Todos', 'O'],
    ]);
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapiovariacoes/excluir', { body: { id_cardapio_variacao: forBig } })).status).toBe(true);
    expect(envelopeSchema.parse(await rig.api.legacy.call('cardapiotamanhos/excluir', { body: { id_cardapio_tamanho: small } })).status).toBe(true);
  });
});

describe("a product's last size (issue 45 item 10)", () => {
  const coca = async () =>
    listarCardapioSchema.parse(await rig.api.legacy.call('cardapio/listar/:categoryId/:productId', { params: { categoryId: 0, productId: SEED.menu101.cocaLata } })).cardapio[0]!;

  it('is refused without the price the product sells at after it, and taken with it', async () => {
    const lata = savedIdSchema('id_cardapio_tamanho').parse(
      await rig.api.legacy.call('cardapiotamanhos/adicionar', { body: { id_cardapio: SEED.menu101.cocaLata, nome: 'Lata', preco: 7.5, status: 'S' } }),
    ).id_cardapio_tamanho!;
    expect(await coca()).toMatchObject({ preco: 0, multipleSize: true });
    const refused = await rig.api.legacy.call('cardapiotamanhos/excluir', { body: { id_cardapio_tamanho: lata } });
    expect(refused).toMatchObject({ status: false, erro: expect.stringContaining('informe o preço do produto') });
    expect((await coca()).tamanhos.map((s) => s.nome)).toEqual(['Lata']);
    const taken = await rig.api.legacy.call('cardapiotamanhos/excluir', { body: { id_cardapio_tamanho: lata, preco_produto: 7.25 } });
    expect(envelopeSchema.parse(taken).status).toBe(true);
    expect(await coca()).toMatchObject({ preco: 7.25, multipleSize: false, tamanhos: [], status: 'S' });
  });
});

describe('global variations', () => {
  it('runs the variation, item and category calls', async () => {
    const category = savedIdSchema('id_variacao_categoria').parse(
      await rig.api.legacy.call('variacoescategorias/adicionar', { body: { nome_categoria: 'Molhos', status: 'S' } }),
    ).id_variacao_categoria!;
    await rig.api.legacy.call('variacoescategorias/adicionar/:id', { params: { id: category }, body: { nome_categoria: 'Molhos especiais', status: 'S' } });
    const categories = listarVariacoesCategoriasSchema.parse(await rig.api.legacy.call('variacoescategorias/listar')).categorias;
    expect(categories.map((c) => c.nome_categoria)).toContain('Molhos especiais');

    const id = savedIdSchema('id_variacao').parse(
      await rig.api.legacy.call('variacoes/adicionar', {
        body: { id_variacao_categoria: category, nome_variacao: 'Molho extra', escolha_minima: 0, escolha_maxima: 2, calculo_preco: 'st' },
      }),
    ).id_variacao!;
    const refused = await rig.api.legacy.call('variacoes/adicionar/:id', {
      params: { id },
      body: { id_variacao_categoria: category, nome_variacao: 'Molho extra', escolha_minima: 3, escolha_maxima: 2, calculo_preco: 'st' },
    });
    expect(refused).toMatchObject({ status: false, erro: 'A escolha mínima não pode ser maior que a máxima.' });
    const stock = listarEstoqueSchema.parse(await rig.api.legacy.call('estoque/listar')).estoque;
    const cheddar = stock.find((s) => s.nome_item === 'Cheddar')!.id_estoque;
    const item = savedIdSchema('id_variacao_estoque').parse(
      await rig.api.legacy.call('variacoesestoque/adicionar', { body: { id_variacao: id, id_estoque: cheddar, preco: 3 } }),
    ).id_variacao_estoque!;
    const loose = savedIdSchema('id_variacao_estoque').parse(
      await rig.api.legacy.call('variacoesestoque/adicionar', { body: { id_variacao: id, id_estoque: -1, nome_item: 'Molho barbecue', preco: 2.5 } }),
    ).id_variacao_estoque!;
    await rig.api.legacy.call('variacoesestoque/adicionar/:id', { params: { id: item }, body: { id_variacao: id, id_estoque: cheddar, preco: 3.5 } });
    await rig.api.legacy.call('variacoesestoque/ordem', { body: { ordem: [loose, item] } });
    await rig.api.legacy.call('variacoes/mudaSts', { body: { id, status: 'N' } });
    const one = listarVariacoesSchema.parse(await rig.api.legacy.call('variacoes/listar/:id', { params: { id } })).variacoes[0]!;
    expect(one).toMatchObject({ nome_variacao: 'Molho extra', calculo_preco: 'st', status: 'N', id_variacao_categoria: category });
    expect(one.estoque.map((i) => [i.id_estoque, i.nome_item, i.preco, i.nome_var])).toEqual([
      [-1, 'Molho barbecue', 2.5, 'Molho extra'],
      [cheddar, 'Cheddar', 3.5, 'Molho extra'],
    ]);
    const copy = savedIdSchema('id_variacao').parse(await rig.api.legacy.call('variacoes/duplicar', { body: { variacao: id } })).id_variacao!;
    const other = listarVariacoesCategoriasSchema.parse(await rig.api.legacy.call('variacoescategorias/listar')).categorias[0]!.id_variacao_categoria;
    const moved = savedIdSchema('id_variacao').parse(await rig.api.legacy.call('variacoes/duplicar_card', { body: { variacao: id, categoria: other } })).id_variacao!;
    const inCategory = listarVariacoesSchema.parse(await rig.api.legacy.call('variacoes/listarCategoria/:id', { params: { id: category } })).variacoes;
    expect(inCategory.map((v) => [v.id_variacao, v.nome_variacao, v.estoque.length])).toEqual([
      [id, 'Molho extra', 2],
      [copy, 'Molho extra (cópia)', 2],
    ]);
    expect(listarVariacoesSchema.parse(await rig.api.legacy.call('variacoes/listarCategoria/:id', { params: { id: other } })).variacoes.map((v) => v.id_variacao)).toContain(moved);
    expect((await rig.api.legacy.call('variacoescategorias/excluir', { body: { id_variacao_categoria: category } })).status).toBe(false);
    await rig.api.legacy.call('variacoesestoque/excluir', { body: { id_variacao_estoque: loose } });
    for (const v of [id, copy]) expect((await rig.api.legacy.call('variacoes/excluir', { body: { id_variacao: v } })).status).toBe(true);
    expect((await rig.api.legacy.call('variacoescategorias/excluir', { body: { id_variacao_categoria: category } })).status).toBe(true);
  });
});

describe('stock', () => {
  it('creates an item with its image on the second service, changes and deletes it on the legacy base', async () => {
    const saved = stockItemSavedSchema.parse(
      await rig.api.ws2.call('estoque/adicionar', {
        body: { nome_item: 'Rúcula', status: 'S', tipo: 'ingrediente', descricao: 'Folhas frescas.', arquivo: new File([PNG], 'rucula.webp', { type: 'image/webp' }) },
        multipart: true,
      }),
    );
    expect(saved).toMatchObject({ status: true, id_estoque: expect.any(Number), image_url: expect.stringMatching(/\/uploads\/[a-f0-9]{16}\.webp$/) });
    const edited = stockItemSavedSchema.parse(
      await rig.api.ws2.call('estoque/adicionar', {
        body: { id_estoque: saved.id_estoque, nome_item: 'Rúcula orgânica', status: 'S', tipo: 'ingrediente', descricao: 'Folhas frescas.' },
        multipart: true,
      }),
    );
    expect(edited.image_url).toBe(saved.image_url);
    await rig.api.legacy.call('estoque/mudaStatus', { body: { id_estoque: saved.id_estoque!, novo_status: 'O' } });
    const listed = listarEstoqueSchema.parse(await rig.api.legacy.call('estoque/listar')).estoque.find((s) => s.id_estoque === saved.id_estoque);
    expect(listed).toEqual({ id_estoque: saved.id_estoque, nome_item: 'Rúcula orgânica', status: 'O', tipo: 'ingrediente', descricao: 'Folhas frescas.', image_url: saved.image_url });
    expect((await rig.api.legacy.call('estoque/excluir', { body: { id_estoque: saved.id_estoque! } })).status).toBe(true);
  });

  it('refuses an image over 2 MB or of another format, a description over 200 characters, and the deletion of an item in use', async () => {
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'grande.png', { type: 'image/png' });
    const body = { nome_item: 'Rúcula', status: 'S' as const, tipo: 'ingrediente' as const, descricao: '' };
    expect(await rig.api.ws2.call('estoque/adicionar', { body: { ...body, arquivo: big }, multipart: true })).toEqual({ status: false, erros: 'A imagem é maior que 2 MB.' });
    const pdf = new File(['%PDF-1.4'], 'cardapio.pdf', { type: 'application/pdf' });
    expect(await rig.api.ws2.call('estoque/adicionar', { body: { ...body, arquivo: pdf }, multipart: true })).toEqual({
      status: false,
      erros: 'Formato de imagem não aceito. Envie um arquivo JPG, JPEG, PNG ou WEBP.',
    });
    expect(await rig.api.ws2.call('estoque/adicionar', { body: { ...body, descricao: 'x'.repeat(201) }, multipart: true })).toMatchObject({ status: false });
    const stock = listarEstoqueSchema.parse(await rig.api.legacy.call('estoque/listar')).estoque;
    expect(stock.some((s) => s.nome_item === 'Rúcula')).toBe(false);
    const bacon = stock.find((s) => s.nome_item === 'Bacon')!.id_estoque;
    expect(await rig.api.legacy.call('estoque/excluir', { body: { id_estoque: bacon } })).toMatchObject({ status: false, erro: expect.stringContaining('em 1 variação') });
  });
});

describe('catalogue service', () => {
  it('finds by barcode and by name, a page of at most 300, every barcode a valid EAN-13', async () => {
    const page = cataloguePageSchema.parse(await rig.api.catalogue.call('products', { query: { page: 1, per_page: 300 } }));
    expect(page.products.total).toBeGreaterThanOrEqual(300);
    expect(page.products.data).toHaveLength(300);
    expect(page.products.data.every((p) => isValidEan13(p.codigo_barras))).toBe(true);
    const guarana = page.products.data.find((p) => p.nome_produto === 'Refrigerante Guaraná Antarctica garrafa 2 L')!;
    const byCode = cataloguePageSchema.parse(await rig.api.catalogue.call('products', { query: { page: 1, per_page: 300, codigo_barras: guarana.codigo_barras } }));
    expect(byCode.products.data).toEqual([guarana]);
    const image = await fetch(guarana.imagem_redimensionada);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    const byName = cataloguePageSchema.parse(await rig.api.catalogue.call('products', { query: { page: 1, per_page: 300, nome_produto: 'agua crystal' } }));
    expect(byName.products.data.map((p) => p.nome_produto)).toEqual([
      'Água mineral Crystal com gás 500 ml',
      'Água mineral Crystal sem gás 1,5 L',
      'Água mineral Crystal sem gás 500 ml',
    ]);
  });

  it('a product made from a catalogue product keeps its id, barcode and image', async () => {
    const [found] = cataloguePageSchema.parse(await rig.api.catalogue.call('products', { query: { page: 1, per_page: 300, nome_produto: 'Heineken long neck' } })).products.data;
    const saved = savedIdSchema('id_cardapio').parse(
      await rig.api.legacy.call('cardapio/adicionar', {
        body: {
          id_cardapio_categoria: SEED.menu101.bebidas,
          id_produto: found!.id_produto,
          nome_prod: found!.nome_produto,
          descricao: found!.descricao,
          preco: 12,
          novo_preco: 0,
          disponibilidade: ALWAYS,
          foto: found!.imagem_redimensionada,
        },
      }),
    );
    const product = listarCardapioSchema.parse(
      await rig.api.legacy.call('cardapio/listar/:categoryId/:productId', { params: { categoryId: SEED.menu101.bebidas, productId: saved.id_cardapio! } }),
    ).cardapio[0]!;
    expect(product).toMatchObject({ id_produto: found!.id_produto, foto: found!.imagem_redimensionada, nome_prod: 'Cerveja Heineken long neck 330 ml' });
  });
});
