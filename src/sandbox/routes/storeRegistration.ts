import type { FastifyInstance } from 'fastify';
import { enviarBanner, enviarLogo, exibirEstabelecimento, listarPendencias, salvarEstabelecimento, type StoreRegistrationEdit } from '../../shared/api';
import type { SandboxContext } from '../context';
import { pendingChanges, saveStoreRegistration, sendStoreImage, storeRegistration } from '../data/storeRegistration';
import { HttpError } from '../http';
import type { AreaServices } from '../areaRoutes';

/** Estabelecimento (spec 02 §7.9). */
export function registerStoreRegistrationRoutes({ api, app, uploads }: AreaServices, ctx: SandboxContext): void {
  api.route(exibirEstabelecimento, ({ session }) => {
    const est = storeRegistration(ctx, session.storeId);
    if (!est) throw new HttpError(404, { status: false, mensagem: 'Estabelecimento não encontrado.' });
    return { status: true, est, pen: pendingChanges(ctx, session.storeId, 'Pendente') };
  });

  api.route(listarPendencias, ({ session }) => ({ status: true, obj: pendingChanges(ctx, session.storeId) }));

  api.route(salvarEstabelecimento, ({ body, session }) => {
    const edit = editFrom(body.estabelecimento);
    if (!edit) return { status: false, mensagem: 'Dados do estabelecimento inválidos.' };
    const result = saveStoreRegistration(ctx, session.storeId, edit, body);
    return { status: result.ok, mensagem: result.mensagem };
  });

  api.route(enviarLogo, async ({ body, session }) => {
    const result = await sendStoreImage(ctx, uploads, session.storeId, 'logotipo', body.arquivo, body.est_logo);
    return result.ok ? { status: true, mensagem: result.mensagem, url_imagem: result.value } : { status: false, erros: result.mensagem };
  });

  api.route(enviarBanner, async ({ body, session }) => {
    const result = await sendStoreImage(ctx, uploads, session.storeId, 'banner', body.arquivo, body.est_banner);
    return result.ok ? { status: true, mensagem: result.mensagem, url_imagem: result.value } : { status: false, erros: result.mensagem };
  });

  registerStoreBanners(app, ctx);
}

/** The 'estabelecimento' object of postEstabelecimento, every field as text; null when malformed. */
function editFrom(value: unknown): StoreRegistrationEdit | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const text = (key: keyof StoreRegistrationEdit): string | null => (typeof v[key] === 'string' ? (v[key]) : typeof v[key] === 'number' ? String(v[key]) : null);
  const edit = {
    nome: text('nome'),
    email: text('email'),
    endereco_rua: text('endereco_rua'),
    endereco_numero: text('endereco_numero'),
    endereco_bairro: text('endereco_bairro'),
    endereco_cep: text('endereco_cep'),
    contato: text('contato'),
  };
  return Object.values(edit).every((x) => x !== null) ? (edit as StoreRegistrationEdit) : null;
}

const BANNER_COLOURS = ['#c0392b', '#27ae60', '#d35400', '#2980b9', '#8e44ad'];

/** The seed's banners (/assets/banners/<id>.svg): the store's name on its colour. */
function registerStoreBanners(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { file: string } }>('/assets/banners/:file', async (request, reply) => {
    const id = Number(/^(\d+)\.svg$/.exec(request.params.file)?.[1]);
    const store = Number.isFinite(id) ? ctx.db.get<{ nome: string; frase_promocional: string }>('SELECT nome, frase_promocional FROM stores WHERE id = ?', [id]) : undefined;
    if (!store) return reply.code(404).type('text/plain; charset=utf-8').send('Banner não encontrado.');
    const colour = BANNER_COLOURS[id % BANNER_COLOURS.length] ?? '#c0392b';
    const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400" viewBox="0 0 1200 400">
<rect width="1200" height="400" fill="${colour}"/>
<text x="600" y="190" font-family="Arial, sans-serif" font-size="72" font-weight="bold" fill="#fff" text-anchor="middle">${escape(store.nome)}</text>
<text x="600" y="270" font-family="Arial, sans-serif" font-size="36" fill="#fff" text-anchor="middle">Peça pelo aplicativo</text>
</svg>`;
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
  });
}
