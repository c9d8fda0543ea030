import type { ApiClients } from '../../src/renderer/api/clients';
import {
  CHAT_SOCKET_NAMESPACE,
  cloudPrintSettingsSchema,
  envelopeOutcome,
  listarBairrosSchema,
  listarBancoRecebimentosSchema,
  listarCardapioSchema,
  listarEstoqueSchema,
  listarPagOnCadastroSchema,
  ratingsSchema,
  settlementPeriodsSchema,
  periodosFinanceiros,
  productFileCreatedSchema,
  listarVariacoesSchema,
  savedIdSchema,
  stockItemSavedSchema,
  type AnyDeclaration,
  type EndpointOf,
  type PathParams,
} from '../../src/shared/api';
import { SEED } from '../../src/sandbox/seed/ids';
import { isoDate } from '../../src/sandbox/format';
import { makeBankAccount, makeRegistration, PNG_1X1 } from '../../src/sandbox/test/onlinePayment';
import { PRODUCT_CSV_COLUMNS, productCsv } from '../../src/sandbox/test/productCsv';
import { DECLARED_ENDPOINTS, type DeclaredEndpoints } from '../../src/shared/api/declared';
import { useContractRig } from '../support/contractRig';
import { connectSocket, type StoreSocket } from '../../src/sandbox/test/harness';
import { addCalendarDays } from '../../src/shared/time';

/**
 * Every declared endpoint (src/shared/api/declared.ts) answers, from the sandbox and through the
 * panel's own clients, what its answer schema states. Each needs a valid example request here: a
 * declaration without one fails, so a new endpoint cannot skip the check. Each example is typed by
 * the declaration it exercises (ExampleOf): a changed schema fails the typecheck here too.
 */
interface Example {
  /** who calls (a seeded user); default the pizzaria (store 101) */
  as?: keyof typeof SEED.users;
  params?: Record<string, string | number>;
  body?: unknown;
  query?: unknown;
  multipart?: boolean;
}

/** An example request of one declaration: its path parameters, body and query as the declaration's schemas take them. */
type ExampleOf<D extends AnyDeclaration> = Omit<Example, 'params' | 'body' | 'query'> &
  (keyof PathParams<D['key']> extends never ? { params?: undefined } : { params: PathParams<D['key']> }) &
  (EndpointOf<D>['body'] extends undefined ? { body?: undefined } : { body?: EndpointOf<D>['body'] }) &
  (EndpointOf<D>['query'] extends undefined ? { query?: undefined } : { query?: EndpointOf<D>['query'] });

/** base:key -> the example of that declaration, or how to make one. */
type Examples = {
  [D in DeclaredEndpoints[number] as `${D['base']}:${D['key']}`]: ExampleOf<D> | ((api: ApiClients) => Promise<ExampleOf<D>>);
};

/** The 16 bytes a PNG starts with: what the image uploads check. */
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

const WEEK = JSON.stringify(
  ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sab'].map((abreviacao) => ({
    abreviacao,
    checked: true,
    abertura: '11:00',
    fechamento: '15:00',
    abertura2: '18:00',
    fechamento2: '23:00',
  })),
);

/** The id of a seeded stock item, by name. */
const stockId = async (api: ApiClients, nome: string) =>
  listarEstoqueSchema.parse(await api.legacy.call('estoque/listar')).estoque.find((s) => s.nome_item === nome)!.id_estoque;

/** A stock item made for the test (one the menu does not use). */
const newStockItem = async (api: ApiClients) =>
  stockItemSavedSchema.parse(await api.ws2.call('estoque/adicionar', { body: { nome_item: 'Pimenta biquinho em conserva', status: 'S', tipo: 'ingrediente', descricao: '' } })).id_estoque!;

/** A neighbourhood of São Paulo, by name, with the store's service of it (null: not served). */
const bairro = async (api: ApiClients, nome: string) =>
  listarBairrosSchema
    .parse(await api.legacy.call('estabelecimentobairros/listar'))
    .bairros.flatMap((c) => c.bairros)
    .find((b) => b.nome_bairro === nome)!;

/** A seeded variation of store 101, by name: its id, its category and its first item. */
const variacao = async (api: ApiClients, nome: string) => {
  const found = listarVariacoesSchema.parse(await api.legacy.call('variacoes/listar')).variacoes.find((v) => v.nome_variacao === nome)!;
  return { id: found.id_variacao, categoria: found.id_variacao_categoria!, item: found.estoque[0]!.id_variacao_estoque, itens: found.estoque.map((i) => i.id_variacao_estoque) };
};

/** A variation category made for the test, empty (so it may be deleted), and a variation in it. */
const newVariationCategory = async (api: ApiClients) =>
  savedIdSchema('id_variacao_categoria').parse(await api.legacy.call('variacoescategorias/adicionar', { body: { nome_categoria: 'Caldas', status: 'S' } }))
    .id_variacao_categoria!;
const VARIATION_BODY = { nome_variacao: 'Calda extra', escolha_minima: 0, escolha_maxima: 1, calculo_preco: 'st' };
const newVariation = async (api: ApiClients) =>
  savedIdSchema('id_variacao').parse(
    await api.legacy.call('variacoes/adicionar', { body: { ...VARIATION_BODY, id_variacao_categoria: await newVariationCategory(api) } }),
  ).id_variacao!;

/** Store 101's 'Pizza Meio a Meio' (seed/menuData.ts): composition, three sizes and product variations. */
const MEIO_A_MEIO = 1107;
/** Store 101's 'Pudim de leite condensado': one price, no sizes. */
const PUDIM = 1301;
const MENU_CATEGORY_BODY = { nome_categoria: 'Lanches da Tarde', status: 'S', disponibilidade: '' };
const PRODUCT_BODY = { id_cardapio_categoria: SEED.menu101.sobremesas, nome_prod: 'Mousse de maracujá', descricao: 'Com calda da fruta.', preco: 12.9, novo_preco: 0, disponibilidade: '' };

/** A menu category made for the test, empty (so it may be deleted). */
const newMenuCategory = async (api: ApiClients) =>
  savedIdSchema('id_cardapio_categoria').parse(await api.legacy.call('cardapiocategorias/adicionar', { body: MENU_CATEGORY_BODY })).id_cardapio_categoria!;
/** A product made for the test, in Sobremesas, without composition, sizes or variations. */
const newProduct = async (api: ApiClients) => savedIdSchema('id_cardapio').parse(await api.legacy.call('cardapio/adicionar', { body: PRODUCT_BODY })).id_cardapio!;
/** A product of store 101 read alone, with its composition, sizes and variations. */
const product = async (api: ApiClients, id: number) =>
  listarCardapioSchema.parse(await api.legacy.call('cardapio/listar/:categoryId/:productId', { params: { categoryId: 0, productId: id } })).cardapio[0]!;
/** A size added to a product made for the test. */
const newSize = async (api: ApiClients) =>
  savedIdSchema('id_cardapio_tamanho').parse(await api.legacy.call('cardapiotamanhos/adicionar', { body: { id_cardapio: await newProduct(api), nome: 'Taça', preco: 15, status: 'S' } }))
    .id_cardapio_tamanho!;

const STORE_101 = SEED.stores.bellaNapoli;
/** A document image of the online payment registration (store 101 is registered in the seed). */
const documentUpload = { body: { arquivo: new File([PNG_1X1], 'documento.png', { type: 'image/png' }), id_estabelecimento: STORE_101 }, multipart: true };
/** Store 101's receiving accounts, the active one first. */
const receivingAccounts = async (api: ApiClients) =>
  listarBancoRecebimentosSchema.parse(await api.legacy.call('pagamentoonline/listarBancoRecebimentos', { body: { idPagOnCadastro: STORE_101 } })).obj;
/** A PIX key account of store 101, saved inactive beside the seeded one. */
const newPixAccount = async (api: ApiClients) => {
  const chave = 'financeiro@bellanapoli.com.br';
  await api.ws2.call('bank-accounts/change', { body: makeBankAccount({ tipo_pagamento: 'CHAVE', tipo_chave: 'EMAIL', chave, banco: '', nome: '', agencia: '', conta: '', tipo_conta: '' }) });
  return (await receivingAccounts(api)).find((a) => a.chave === chave)!;
};

/** The last week, as the report calls take a period. */
const TODAY = isoDate(Date.now());
const LAST_WEEK = { data_inicio: addCalendarDays(TODAY, -7), data_final: TODAY };
/** Every rating of store 101, newest first. */
const ratings = async (api: ApiClients) => ratingsSchema.parse(await api.legacy.call('avaliacao/listar/')).avaliacao;

/** A password recovery of store 303 started by its CNPJ: the uuid and the code the sandbox sent. */
const recoveryCode = async (api: ApiClients) => {
  const sent = await api.legacy.call('login/enviarCodigo', { body: { cnpj: SEED.cnpj[303], estabelecimento: 303, forma: 'email' } });
  return { uuid: sent.uuid!, codigo: (await rig.sandbox.lastRecoveryCode(SEED.cnpj[303], 303))!.codigo };
};

/** A courier for store 101's accepted delivery order, in the seeded area 9001 (Centro, São Paulo). */
const COURIER_REQUEST = { id_pedido: SEED.orders.acceptedDelivery, coverage_area_id: 9001, name: 'Centro', external_provider: 'platform' };

/** Chat sockets a test opened (the chat service registers a connected socket): closed after each test. */
const chatSockets: StoreSocket[] = [];
afterEach(() => chatSockets.splice(0).forEach((socket) => socket.close()));

/** The id of a chat socket connected for the test. */
const chatSocketId = async () => {
  const socket = await connectSocket(rig.url, CHAT_SOCKET_NAMESPACE);
  chatSockets.push(socket);
  return socket.socket.id ?? '';
};

/** The newest financial period and settlement of store 101. */
const firstPeriod = async (api: ApiClients) => {
  const answer = periodosFinanceiros.answer.parse(await api.json.call('financial-periods', { query: { per_page: 15, page: 1 } }));
  return 'data' in answer ? answer.data[0]!.id : answer.financial_periods[0]!.id;
};
const firstSettlement = async (api: ApiClients) =>
  settlementPeriodsSchema.parse(await api.json.call('settlement-periods', { query: { per_page: 15, page: 1 } })).data[0]!.id;

/** A bulk upload of the pizzaria (the store with upload_em_massa): 100 rows, so it is still processing when asked. */
const productFileBody = () => ({
  file: new File([productCsv(100)], 'produtos.csv', { type: 'text/csv' }),
  columns_disposition: PRODUCT_CSV_COLUMNS,
  should_update: 0,
  id_estabelecimento: STORE_101,
});
const newProductFile = async (api: ApiClients) =>
  productFileCreatedSchema.parse(await api.upload.call('product-files/', { body: productFileBody(), multipart: true })).product_file.id;

/**
 * base:key -> a valid request of that endpoint, from the seed's ids, or how to make one (called
 * once logged in, with the panel's clients).
 */
const EXAMPLES: Examples = {
  'legacy:software_app/listarHorarios': {},
  'legacy:software_app/alteraHorarios2': { body: { horarios: WEEK, auto_abrir: true, auto_fechar: false } },
  'legacy:software_app/listarpagamentos/': {},
  'legacy:software_app/alteraPagamentos': { body: { formas: ['dinheiro', 'pix'] } },
  'ws2:estoque/adicionar': { body: { nome_item: 'Gengibre fatiado', status: 'S', tipo: 'ingrediente', descricao: 'Em conserva' } },
  'legacy:estoque/excluir': async (api) => ({ body: { id_estoque: await newStockItem(api) } }),
  'legacy:estabelecimentobairros/listar': {},
  'legacy:estabelecimentobairros/habilitarBairro/:id_bairro': async (api) => ({ params: { id_bairro: (await bairro(api, 'Aclimação')).id_bairro } }),
  'legacy:estabelecimentobairros/editar/:id_estabelecimento_bairro': async (api) => ({
    params: { id_estabelecimento_bairro: (await bairro(api, 'Moema')).atendido!.id_estabelecimento_bairro },
    body: { inativo: 'N', valor_minimo: 20, valor_taxa: 6.5, valor_taxa_old: 0, valor_frete_gratis: 100 },
  }),
  'legacy:estabelecimentobairros/mudaStsLote/:status': async (api) => ({
    params: { status: 'S' },
    body: { sel: { [(await bairro(api, 'Moema')).id_bairro]: true }, valor_taxa: 8.5 },
  }),
  'legacy:estabelecimentobairros/mudaStsLote/:status/:frete': async (api) => ({
    params: { status: 'S', frete: 'E' },
    body: { sel: { [(await bairro(api, 'Aclimação')).id_bairro]: true } },
  }),
  'legacy:variacoes/listar': {},
  'legacy:variacoes/listar/:id': async (api) => ({ params: { id: (await variacao(api, 'Borda recheada')).id } }),
  'legacy:variacoes/listarCategoria/:id': async (api) => ({ params: { id: (await variacao(api, 'Borda recheada')).categoria } }),
  'legacy:variacoes/adicionar': async (api) => ({ body: { ...VARIATION_BODY, id_variacao_categoria: await newVariationCategory(api) } }),
  'legacy:variacoes/adicionar/:id': async (api) => {
    const { id, categoria } = await variacao(api, 'Borda recheada');
    return { params: { id }, body: { ...VARIATION_BODY, nome_variacao: 'Borda especial', id_variacao_categoria: categoria } };
  },
  'legacy:variacoes/mudaSts': async (api) => ({ body: { id: (await variacao(api, 'Borda recheada')).id, status: 'N' } }),
  'legacy:variacoes/duplicar': async (api) => ({ body: { variacao: (await variacao(api, 'Borda recheada')).id } }),
  'legacy:variacoes/duplicar_card': async (api) => ({ body: { variacao: (await variacao(api, 'Borda recheada')).id, categoria: await newVariationCategory(api) } }),
  'legacy:variacoes/excluir': async (api) => ({ body: { id_variacao: await newVariation(api) } }),
  'legacy:variacoesestoque/adicionar': async (api) => ({ body: { id_variacao: await newVariation(api), id_estoque: -1, nome_item: 'Chocolate', preco: 2 } }),
  'legacy:variacoesestoque/adicionar/:id': async (api) => {
    const { id, item } = await variacao(api, 'Borda recheada');
    return { params: { id: item }, body: { id_variacao: id, id_estoque: -1, nome_item: 'Cheddar cremoso', preco: 7.5 } };
  },
  'legacy:variacoesestoque/ordem': async (api) => ({ body: { ordem: (await variacao(api, 'Borda recheada')).itens.reverse() } }),
  'legacy:variacoesestoque/excluir': async (api) => ({ body: { id_variacao_estoque: (await variacao(api, 'Borda recheada')).item } }),
  'legacy:variacoescategorias/listar': {},
  'legacy:variacoescategorias/adicionar': { body: { nome_categoria: 'Coberturas', status: 'S' } },
  'legacy:variacoescategorias/adicionar/:id': async (api) => ({ params: { id: await newVariationCategory(api) }, body: { nome_categoria: 'Caldas quentes', status: 'S' } }),
  'legacy:variacoescategorias/excluir': async (api) => ({ body: { id_variacao_categoria: await newVariationCategory(api) } }),
  'legacy:estoque/listar': {},
  'legacy:estabelecimento/getExibir': {},
  'legacy:pendencias/listar': {},
  'legacy:estabelecimento/postEstabelecimento': {
    body: {
      estabelecimento: {
        nome: 'Bella Napoli Pizzaria',
        email: 'contato@bellanapoli.com.br',
        endereco_rua: 'Rua Augusta',
        endereco_numero: '1200',
        endereco_bairro: 'Consolação',
        endereco_cep: '01304-001',
        contato: '(11) 3256-7890',
      },
      texto_app: 'As melhores pizzas da Augusta.',
      frase_promocional: 'Borda recheada grátis às terças!',
    },
  },
  'legacy:estabelecimento/logo': { body: { arquivo: new File([PNG], 'logo.png', { type: 'image/png' }), est_logo: SEED.stores.bellaNapoli }, multipart: true },
  'legacy:estabelecimento/banner': { body: { arquivo: new File([PNG], 'banner.png', { type: 'image/png' }), est_banner: SEED.stores.bellaNapoli }, multipart: true },
  'legacy:estoque/mudaStatus': async (api) => ({ body: { id_estoque: await stockId(api, 'Catupiry'), novo_status: 'O' } }),
  'legacy:cardapiocategorias/listar': {},
  'legacy:cardapiocategorias/listar/:id': { params: { id: SEED.menu101.pizzas } },
  'legacy:cardapiocategorias/adicionar': { body: MENU_CATEGORY_BODY },
  'legacy:cardapiocategorias/adicionar/:id': { params: { id: SEED.menu101.sobremesas }, body: { ...MENU_CATEGORY_BODY, nome_categoria: 'Doces' } },
  'legacy:cardapiocategorias/excluir': async (api) => ({ body: { id_cardapio_categoria: await newMenuCategory(api) } }),
  'legacy:cardapiocategorias/ordem': { body: { ordem: [SEED.menu101.sobremesas, SEED.menu101.pizzas, SEED.menu101.bebidas] } },
  'legacy:cardapio/listar/:categoryId': { params: { categoryId: SEED.menu101.pizzas } },
  'legacy:cardapio/listar/:categoryId/:productId': { params: { categoryId: 0, productId: MEIO_A_MEIO } },
  'legacy:cardapio/adicionar': { body: PRODUCT_BODY },
  'legacy:cardapio/adicionar/:id': async (api) => ({ params: { id: await newProduct(api) }, body: { ...PRODUCT_BODY, preco: 13.5, novo_preco: 11.9 } }),
  'legacy:cardapio/excluir': async (api) => ({ body: { id_cardapio: await newProduct(api) } }),
  'legacy:cardapio/duplicar': { body: { id_cardapio: MEIO_A_MEIO } },
  'legacy:cardapio/mudaSts': { body: { id_cardapio: PUDIM, status: 'F' } },
  'legacy:cardapio/ordem': async (api) => {
    const listed = listarCardapioSchema.parse(await api.legacy.call('cardapio/listar/:categoryId', { params: { categoryId: SEED.menu101.sobremesas } }));
    return { body: { ordem: listed.cardapio.map((p) => p.id_cardapio).reverse() } };
  },
  'legacy:cardapio/foto': { body: { arquivo: new File([PNG], 'pudim.png', { type: 'image/png' }), id_cardapio: PUDIM }, multipart: true },
  'legacy:cardapioestoque/listar/:id': { params: { id: MEIO_A_MEIO } },
  'legacy:cardapioestoque/inserir': async (api) => ({
    body: { id_estoque: await stockId(api, 'Catupiry'), id_cardapio: await newProduct(api), quantidade: 1, removivel: true },
  }),
  'legacy:cardapioestoque/adicionar': async (api) => {
    const link = (await product(api, MEIO_A_MEIO)).ingredientes![1]!;
    return { body: { id_estoque: link.id_estoque, id_cardapio: MEIO_A_MEIO, quantidade: 2, removivel: true, id_cardapio_estoque: link.id_cardapio_estoque } };
  },
  'legacy:cardapioestoque/excluir': async (api) => ({ body: { id_cardapio_estoque: (await product(api, MEIO_A_MEIO)).ingredientes![1]!.id_cardapio_estoque } }),
  'legacy:cardapioestoque/ordem': async (api) => ({ body: { ordem: (await product(api, MEIO_A_MEIO)).ingredientes!.map((i) => i.id_cardapio_estoque).reverse() } }),
  'legacy:cardapiotamanhos/listar/:id': { params: { id: MEIO_A_MEIO } },
  'legacy:cardapiotamanhos/adicionar': async (api) => ({ body: { id_cardapio: await newProduct(api), nome: 'Taça', preco: 15, status: 'S' } }),
  'legacy:cardapiotamanhos/adicionar/:id': async (api) => {
    const size = (await product(api, MEIO_A_MEIO)).tamanhos[0]!;
    return { params: { id: size.id_cardapio_tamanho }, body: { id_cardapio: MEIO_A_MEIO, nome: size.nome, preco: size.preco + 1, status: 'S' } };
  },
  'legacy:cardapiotamanhos/excluir': async (api) => ({ body: { id_cardapio_tamanho: await newSize(api), preco_produto: 19.9 } }),
  'legacy:cardapiotamanhos/ordem': async (api) => ({ body: { ordem: (await product(api, MEIO_A_MEIO)).tamanhos.map((t) => t.id_cardapio_tamanho).reverse() } }),
  'legacy:cardapiotamanhos/mudaSts': async (api) => ({ body: { id_cardapio_tamanho: (await product(api, MEIO_A_MEIO)).tamanhos[0]!.id_cardapio_tamanho, status: 'F' } }),
  'legacy:cardapiovariacoes/adicionar': async (api) => ({ body: { id_cardapio: await newProduct(api), id_variacao: (await variacao(api, 'Borda recheada')).id } }),
  'legacy:cardapiovariacoes/excluir': async (api) => ({ body: { id_cardapio_variacao: (await product(api, MEIO_A_MEIO)).variacoes!.at(-1)!.id_cardapio_variacao } }),
  'legacy:cardapiovariacoes/ordem': async (api) => ({ body: { ordem: (await product(api, MEIO_A_MEIO)).variacoes!.map((v) => v.id_cardapio_variacao).reverse() } }),
  'legacy:cardapiovariacoes/mudaSts': async (api) => ({ body: { id_cardapio_variacao: (await product(api, MEIO_A_MEIO)).variacoes![0]!.id_cardapio_variacao, status: 'O' } }),
  'catalogue:products': { query: { page: 1, per_page: 300 } },
  'legacy:estabelecimento/listarStatusPagOn': { body: { id_estabelecimento: STORE_101 } },
  'legacy:pagamentoonline/mudarStatus': { body: { id_estabelecimento: STORE_101, aceita_pgto_online: 0 } },
  'legacy:estabelecimento/consultaCep/:cep': { params: { cep: '01310100' } },
  'legacy:pagamentoonline/listarMccs': {},
  'legacy:pagamentoonline/listarPagOnCadastro': { body: { id_estabelecimento: STORE_101 } },
  'legacy:pagamentoonline/adicionar': { body: makeRegistration() },
  'legacy:pagamentoonline/imgidentificacao': documentUpload,
  'legacy:pagamentoonline/imgresidencia': documentUpload,
  'legacy:pagamentoonline/imgatividade': documentUpload,
  'legacy:pagamentoonline/listarPlanosTaxas': {},
  'legacy:pagamentoonline/ativarPagOnPlano': async (api) => {
    const { obj } = listarPagOnCadastroSchema.parse(await api.legacy.call('pagamentoonline/listarPagOnCadastro', { body: { id_estabelecimento: STORE_101 } }));
    return { body: { id_pagon_cadastro: obj!.id_pagon_cadastro, id_pagon_planos_taxas: 2 } };
  },
  'legacy:pagamentoonline/otherInfo': {},
  'legacy:pagamentoonline/getTaxAndPlans': {},
  'legacy:pagamentoonline/listarBancoRecebimentos': { body: { idPagOnCadastro: STORE_101 } },
  'legacy:pagamentoonline/listarBancos': {},
  'legacy:pagamentoonline/ativarPagOnBanco': async (api) => ({ body: await newPixAccount(api) }),
  'legacy:pagamentoonline/excluirPagOnBanco': async (api) => ({ body: await newPixAccount(api) }),
  'ws2:bank-accounts/change': { body: makeBankAccount() },
  'legacy:bancos/filtrar': { body: { codigo: '', nome: '', status: 'N' } },
  'legacy:pagamentoonlinecalendario/listar': {},
  'legacy:pagamentoonlinecalendario/listarPag': { body: { dataPag: '2026-05-22' } },
  'legacy:pagamentoonline/gerahistorico': { body: { periodo: '7', ...LAST_WEEK, id_estabelecimento: STORE_101 } },
  'legacy:relatorio/geraRelatorio': { body: LAST_WEEK },
  'legacy:relatorio/populapainel/': { body: { periodo: '7', data: LAST_WEEK } },
  'legacy:avaliacao/listar/': { query: { page: 1, per_page: 10 } },
  'legacy:avaliacao/listar': { body: { periodo: '7', data: LAST_WEEK } },
  'legacy:pedidos/listarpedidoavaliacao/:id_pedido': async (api) => ({ params: { id_pedido: (await ratings(api))[0]!.id_pedido } }),
  'legacy:avaliacao/atualizar/:id_pedido': async (api) => {
    const unanswered = (await ratings(api)).find((r) => r.comentario_usuario !== '' && r.comentario_estabelecimento === '')!;
    return { params: { id_pedido: unanswered.id_pedido }, body: { resposta: 'Obrigado pela avaliação!' } };
  },
  /** a fined cancellation: an accepted order cancelled by the store */
  'json:finance/reversal-fine': async (api) => {
    const orderId = SEED.orders.acceptedDelivery;
    await api.legacy.call('pedidos/mudaStatus/:orderId', { params: { orderId }, body: { novo_status: 'PC', obs: 'Faltou ingrediente' } });
    return { body: { description: 'O cliente ligou pedindo o cancelamento logo depois do aceite.', order_id: orderId } };
  },
  'legacy:login/index': { body: { usuario: SEED.users.lanchonete.usuario, senha: SEED.password } },
  'legacy:login/redefinir': { body: { cnpj: SEED.ownerCpf } },
  'legacy:login/redefinirSenha': { body: { cnpj: SEED.cnpj[101], estabelecimento: 101 } },
  'legacy:login/enviarCodigo': { body: { cnpj: SEED.cnpj[101], estabelecimento: 101, forma: 'sms' } },
  'legacy:login/salvarSenha': async (api) => ({ body: { estabelecimento: 303, ...(await recoveryCode(api)), valor: 'lanche2026' } }),
  'legacy:estabelecimento/getLoja': {},
  'legacy:estabelecimento/mudaAberturaFechamento': { body: { fechado: 'N' } },
  'legacy:estabelecimento/mudaPrevisao': { body: { entrega_minimo: 20, entrega_maximo: 40 } },
  'legacy:estabelecimento/alteraAviso': {},
  'legacy:terms/check': { as: 'saborcaseiro' },
  'legacy:terms/sendToSignature': async () => {
    await rig.loginAs(SEED.users.saborcaseiro.usuario);
    return { body: { email: 'contato@saborcaseiro.com.br', contrato: SEED.contract202 } };
  },
  'legacy:pagamentoonline/getAcceptanceStatus': {},
  'legacy:pagamentoonline/setAcceptanceStatus': { body: { accepts: true } },
  'legacy:pedidos/listar': {},
  'legacy:pedidos/listar/:id': { params: { id: SEED.orders.pendingDelivery } },
  'legacy:pedidos/mudaStatus/:orderId': { params: { orderId: SEED.orders.pendingDelivery }, body: { novo_status: 'PA' } },
  'legacy:pedidos/externalDeliveryStatusList/:orderId': { params: { orderId: SEED.orders.delivered } },
  'legacy:enderecos/updateUserAddress/:addressId/:orderId': async (api) => {
    const order = (await api.legacy.call('pedidos/listar/:id', { params: { id: SEED.orders.printedNoCoordinates } })).pedidos![0]!;
    return {
      params: { addressId: order.pedidoObj.endereco_id!, orderId: order.id_pedido },
      body: { founded: true, lat: -23.5614, lng: -46.6559, formattedAddress: 'Av. Paulista, 1000 - Bela Vista, São Paulo - SP', selectedAddress: 'Av. Paulista, 1000' },
    };
  },
  'json:orders/:orderId': { params: { orderId: SEED.orders.acceptedDelivery }, body: { new_status: 'PC', motivo_cancelamento: 'Cliente solicitou o cancelamento' } },
  'json:v2/delivery/coverageAreas': {},
  'json:areas/:areaId': async (api) => ({
    params: { areaId: (await api.legacy.call('pedidos/listar/:id', { params: { id: SEED.orders.acceptedDelivery } })).pedidos![0]!.pedidoObj.endereco_id_bairro! },
  }),
  'json:v2/delivery': { body: COURIER_REQUEST },
  'json:v2/delivery/:id/cancel': async (api) => ({ params: { id: (await api.json.call('v2/delivery', { body: COURIER_REQUEST })).id! } }),
  'chat:chat/orderInfo/:orderId': { params: { orderId: SEED.orders.pendingDelivery } },
  'chat:chat/establishConnection': async () => ({
    body: { merchant_socket_id: await chatSocketId(), id_usuario: 1, id_estabelecimento: 101, id_pedido: SEED.orders.acceptedDelivery },
  }),
  'chat:chat/createSocketConnection': async () => ({ body: { merchant_socket_id: await chatSocketId(), id_estabelecimento: 101 } }),
  'maps:places': { query: { q: 'treze de maio', limit: 8 } },
  'maps:places/:placeId': async (api) => ({ params: { placeId: (await api.maps.call('places', { query: { q: 'treze de maio' } })).predictions![0]!.place_id } }),
  'legacy:faturas/listar': {},
  'legacy:pagamentoonline/getReportTransactions': { body: { ...LAST_WEEK, id_estabelecimento: STORE_101 } },
  'legacy:pagamentoonline/getReportBatch': { body: { limit: 100, page: 1, paymentData: '' } },
  'json:invoices': { query: { page: 1, per_page: 10 } },
  'json:finance/financial-periods': {},
  'json:financial-periods': { query: { per_page: 15, page: 1 } },
  'json:financial-periods/:id': async (api) => ({ params: { id: await firstPeriod(api) } }),
  'json:finance/financial-periods/:id': async (api) => ({ params: { id: await firstPeriod(api) } }),
  'json:finance/order-transactions': async (api) => ({ query: { financial_period_id: await firstPeriod(api) } }),
  'json:order-transactions': async (api) => ({ query: { per_page: 15, page: 1, financial_period_id: await firstPeriod(api) } }),
  'json:settlement-periods': { query: { per_page: 15, page: 1 } },
  'json:settlement-periods/:id': async (api) => ({ params: { id: await firstSettlement(api) } }),
  'legacy:estabelecimentosimpressao/listar': {},
  'legacy:estabelecimentosimpressao/atualizar': {},
  // the cloud's stored copy, checked complete, sent back with one setting changed
  'legacy:estabelecimentosimpressao/adicionar': async (api) => ({
    body: cloudPrintSettingsSchema.parse({ ...(await api.legacy.call('estabelecimentosimpressao/listar')).obj, autoAceiteImprimir: true }),
  }),
  'upload:product-files': {},
  'upload:product-files/:id': async (api) => ({ params: { id: await newProductFile(api) } }),
  'upload:product-files/': { body: productFileBody(), multipart: true },
  'upload:product-files/:id/cancel': async (api) => ({ params: { id: await newProductFile(api) } }),
};

const rig = useContractRig();

const name = (endpoint: AnyDeclaration) => `${endpoint.base}:${endpoint.key}`;

describe('every declared endpoint answers as its schema states', () => {
  it('has an example request for each declaration, and none for an endpoint not declared', () => {
    const declared = DECLARED_ENDPOINTS.map(name);
    expect(declared.filter((n) => !(n in EXAMPLES))).toEqual([]);
    expect(Object.keys(EXAMPLES).filter((n) => !declared.includes(n))).toEqual([]);
  });

  it.each(DECLARED_ENDPOINTS.map((endpoint) => [name(endpoint), endpoint] as const))('%s', async (label, endpoint) => {
    const given = (EXAMPLES as Record<string, Example | ((api: ApiClients) => Promise<Example>)>)[label];
    if (!given) throw new Error(`sem exemplo de requisição para ${label}`);
    await rig.loginAs(SEED.users[(typeof given === 'function' ? undefined : given.as) ?? 'pizzaria'].usuario);
    const example = typeof given === 'function' ? await given(rig.api) : given;
    const client = rig.api[endpoint.base] as unknown as { call(key: string, args: object): Promise<unknown> };
    const answer = await client.call(endpoint.key, { params: example.params, body: example.body, query: example.query, multipart: example.multipart });
    expect(envelopeOutcome(answer), JSON.stringify(answer)).not.toBe('refused');
    const parsed = endpoint.answer.safeParse(answer);
    expect(parsed.success ? [] : parsed.error.issues, JSON.stringify(answer).slice(0, 300)).toEqual([]);
  });
});
