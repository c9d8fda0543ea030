import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';

const COLOURS = ['#c0392b', '#27ae60', '#d35400', '#2980b9', '#8e44ad'];

/** Store logos (getLoja's logotipo): an SVG badge with the store's initials. */
export function registerStaticAssets(app: FastifyInstance, ctx: SandboxContext): void {
  app.get<{ Params: { file: string } }>('/assets/logos/:file', async (request, reply) => {
    const id = Number(/^(\d+)\.svg$/.exec(request.params.file)?.[1]);
    const store = Number.isFinite(id) ? ctx.db.get<{ nome: string }>('SELECT nome FROM stores WHERE id = ?', [id]) : undefined;
    if (!store) return reply.code(404).type('text/plain; charset=utf-8').send('Logotipo não encontrado.');
    const initials = store.nome
      .split(/\s+/)
      .filter((w) => w.length > 2)
      .slice(0, 2)
      .map((w) => w[0]?.toUpperCase() ?? '')
      .join('');
    const colour = COLOURS[id % COLOURS.length] ?? '#c0392b';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<circle cx="64" cy="64" r="62" fill="${colour}"/>
<text x="64" y="78" font-family="Arial, sans-serif" font-size="44" font-weight="bold" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
    return reply.type('image/svg+xml').header('Cache-Control', 'public, max-age=3600').send(svg);
  });
}
