import {
  bulkOutcomeSchema,
  envelopeSchema,
  getExibirSchema,
  imageUploadAnswerSchema,
  listarBairrosSchema,
  neighbourhoodServiceAnswerSchema,
  pendenciasSchema,
  productFileCreatedSchema,
  productFileDetailSchema,
  productFilesSchema,
} from '../../src/shared/api';
import { useContractRig } from '../support/contractRig';
import { PRODUCT_CSV_COLUMNS, productCsv } from '../../src/sandbox/test/productCsv';

/**
 * Store setup (spec 02 §7.4 delivery areas, §7.9 store registration and the upload service)
 * through the renderer's own clients against the sandbox: the request as the panel encodes it
 * (form, multipart with files and objects), every answer parsed with the data layer's schema.
 */
// the upload service works only when a test steps it (setUploadPace)
const rig = useContractRig({ uploadRowsPerSecond: 0 });

beforeEach(async () => {
  await rig.sandbox.setUploadPace(0);
  await rig.loginAs('pizzaria');
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

describe('delivery areas (estabelecimentobairros)', () => {
  const cities = async () => listarBairrosSchema.parse(await rig.api.legacy.call('estabelecimentobairros/listar')).bairros;
  const bairro = async (name: string) => (await cities()).flatMap((c) => c.bairros).find((b) => b.nome_bairro === name)!;

  it('listar gives the cities with their neighbourhoods and services', async () => {
    const list = await cities();
    expect(list.map((c) => c.cidade.nome_cidade)).toEqual(['Osasco', 'São Paulo']);
    expect((await bairro('Moema')).atendido).toMatchObject({ inativo: 'N', valor_taxa: 9.9, valor_frete_gratis: 150 });
  });

  it('habilitarBairro and editar answer the service as stored', async () => {
    const aclimacao = await bairro('Aclimação');
    const enabled = neighbourhoodServiceAnswerSchema.parse(await rig.api.legacy.call('estabelecimentobairros/habilitarBairro/:id_bairro', { params: { id_bairro: aclimacao.id_bairro } }));
    expect(enabled).toMatchObject({ status: true, atendido: { inativo: 'N', valor_taxa: 0 } });
    const service = enabled.atendido!;
    const edited = neighbourhoodServiceAnswerSchema.parse(
      await rig.api.legacy.call('estabelecimentobairros/editar/:id_estabelecimento_bairro', {
        params: { id_estabelecimento_bairro: service.id_estabelecimento_bairro },
        body: { inativo: 'N', valor_minimo: 25.5, valor_taxa: 0, valor_taxa_old: 7.25, valor_frete_gratis: 100 },
      }),
    );
    expect(edited.atendido).toEqual({ ...service, valor_minimo: 25.5, valor_taxa_old: 7.25, valor_frete_gratis: 100 });
    const refused = await rig.api.legacy.call('estabelecimentobairros/editar/:id_estabelecimento_bairro', {
      params: { id_estabelecimento_bairro: service.id_estabelecimento_bairro },
      body: { inativo: 'N', valor_minimo: 0, valor_taxa: 1.234, valor_taxa_old: 0, valor_frete_gratis: 0 },
    });
    expect(refused).toEqual({ status: false, mensagem: 'Taxa de Entrega: use no máximo duas casas decimais.' });
  });

  it('mudaStsLote takes the sel map and the values, with or without the switch segment', async () => {
    const sel = { [(await bairro('Moema')).id_bairro]: true, [(await bairro('Saúde')).id_bairro]: true };
    const free = bulkOutcomeSchema.parse(await rig.api.legacy.call('estabelecimentobairros/mudaStsLote/:status/:frete', { params: { status: 'S', frete: 'F' }, body: { sel } }));
    expect(free).toMatchObject({ status: true, alterados: 2 });
    expect((await bairro('Moema')).atendido).toMatchObject({ valor_taxa: 0, valor_taxa_old: 9.9 });
    const applied = bulkOutcomeSchema.parse(await rig.api.legacy.call('estabelecimentobairros/mudaStsLote/:status', { params: { status: 'S' }, body: { sel, valor_minimo: 35 } }));
    expect(applied).toMatchObject({ status: true, alterados: 2 });
    expect((await bairro('Saúde')).atendido).toMatchObject({ valor_minimo: 35 });
  });
});

describe('store registration', () => {
  it('getExibir, postEstabelecimento (estabelecimento as JSON text) and pendencias/listar', async () => {
    const { est, pen } = getExibirSchema.parse(await rig.api.legacy.call('estabelecimento/getExibir'));
    expect(pen).toEqual([]);
    const edit = {
      nome: est.nome,
      email: 'pedidos@bellanapoli.com.br',
      endereco_rua: est.endereco_rua,
      endereco_numero: est.endereco_numero,
      endereco_bairro: est.endereco_bairro,
      endereco_cep: est.endereco_cep,
      contato: '(11)98765-4321',
    };
    const saved = envelopeSchema.parse(
      await rig.api.legacy.call('estabelecimento/postEstabelecimento', { body: { estabelecimento: edit, texto_app: est.texto_app, frase_promocional: 'Rodízio às terças!' } }),
    );
    expect(saved).toMatchObject({ status: true, mensagem: 'Estabelecimento salvo com sucesso' });
    const after = getExibirSchema.parse(await rig.api.legacy.call('estabelecimento/getExibir'));
    expect(after.est).toMatchObject({ email: 'pedidos@bellanapoli.com.br', contato: '(11)98765-4321', frase_promocional: est.frase_promocional });
    expect(after.pen).toEqual([expect.objectContaining({ nome_campo: 'frase_promocional', valor_post: 'Rodízio às terças!', status: 'Pendente' })]);
    const { obj } = pendenciasSchema.parse(await rig.api.legacy.call('pendencias/listar'));
    expect(obj[0]).toMatchObject({ nome_campo: 'frase_promocional', status: 'Pendente' });
  });

  it('logo and banner go as multipart with arquivo and the store id', async () => {
    const logo = imageUploadAnswerSchema.parse(
      await rig.api.legacy.call('estabelecimento/logo', { body: { arquivo: new File([PNG], 'logo.png', { type: 'image/png' }), est_logo: 101 }, multipart: true }),
    );
    expect(logo).toMatchObject({ status: true, url_imagem: expect.stringContaining('/uploads/') });
    const banner = await rig.api.legacy.call('estabelecimento/banner', { body: { arquivo: new File(['não é imagem'], 'banner.png', { type: 'image/png' }), est_banner: 101 }, multipart: true });
    expect(banner).toEqual({ status: false, erros: 'O arquivo enviado não é uma imagem PNG ou JPEG válida.' });
    const { pen } = getExibirSchema.parse(await rig.api.legacy.call('estabelecimento/getExibir'));
    expect(pen.map((p) => p.nome_campo)).toEqual(['logotipo']);
  });
});

describe('the upload service (product-files)', () => {
  const upload = (csv: string, should_update: 0 | 1 = 0) =>
    rig.api.upload.call('product-files/', {
      body: { file: new File([csv], 'produtos.csv', { type: 'text/csv' }), columns_disposition: PRODUCT_CSV_COLUMNS, should_update, id_estabelecimento: 101 },
      multipart: true,
    });

  it('POST takes the file with columns_disposition[field] entries; the list and the detail follow the job', async () => {
    const created = productFileCreatedSchema.parse(await upload(productCsv(4)));
    expect(created.product_file).toMatchObject({ status: 'processing', total_products: 4 });
    const id = created.product_file.id;
    expect(productFilesSchema.parse(await rig.api.upload.call('product-files')).product_files).toEqual([
      expect.objectContaining({ product_file: expect.objectContaining({ id }), progress: { percentage: 0 } }),
    ]);
    await rig.sandbox.setUploadPace(1000);
    let detail = productFileDetailSchema.parse(await rig.api.upload.call('product-files/:id', { params: { id } }));
    for (let i = 0; i < 50 && detail.product_file.status === 'processing'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      detail = productFileDetailSchema.parse(await rig.api.upload.call('product-files/:id', { params: { id } }));
    }
    expect(detail).toMatchObject({ progress: { percentage: 100 }, product_file: { status: 'finished', added_products: 4 }, problems: [] });
  });

  it('PATCH cancel answers the cancelled job; a refusal is an HTTP error with its message', async () => {
    const { product_file } = productFileCreatedSchema.parse(await upload(productCsv(10)));
    const canceled = productFileCreatedSchema.parse(await rig.api.upload.call('product-files/:id/cancel', { params: { id: product_file.id } }));
    expect(canceled.product_file).toMatchObject({ status: 'canceled', processed_products: 0 });
    await expect(rig.api.upload.call('product-files/:id/cancel', { params: { id: product_file.id }, silent: true })).rejects.toMatchObject({
      kind: 'http',
      status: 409,
      body: { message: 'Este upload já foi cancelado.' },
    });
    await expect(rig.api.upload.call('product-files/:id', { params: { id: 99999 }, silent: true })).rejects.toMatchObject({ status: 404 });
    expect(rig.unexpected).toEqual([]);
  });

  it('needs the session hash, like the other bases', async () => {
    rig.hash = 'desconhecido';
    await expect(rig.api.upload.call('product-files')).rejects.toMatchObject({ kind: 'sessionExpired' });
  });
});
