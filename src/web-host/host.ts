/**
 * The legacy web deployment: serves the built panel to a plain browser tab. Same renderer as
 * the desktop app; the platform's addresses come from GET /config.json instead of the preload.
 */
import { extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { contentSecurityPolicy, type PlatformConfig } from '../shared/config';

export interface PanelHostOptions {
  port?: number;
  host?: string;
  config: PlatformConfig;
  /** The renderer's build output. */
  rendererDir?: string;
}

export interface PanelHost {
  /** Address to open in a browser, ending with '/'. */
  url: string;
  close(): Promise<void>;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A file of the build's assets/ folder (each named by its content's hash). */
function isHashedAsset(root: string, path: string): boolean {
  return resolve(path).startsWith(join(root, 'assets', sep));
}

export async function startPanelHost({
  port = 0,
  host = '127.0.0.1',
  config,
  rendererDir = 'out/renderer',
}: PanelHostOptions): Promise<PanelHost> {
  const root = resolve(rendererDir);
  const csp = contentSecurityPolicy(config);
  const app = Fastify({ logger: false });

  await app.register(fastifyStatic, {
    root,
    wildcard: true,
    index: ['index.html'],
    redirect: false,
    setHeaders: (reply, path) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      if (path.endsWith('.html')) reply.header('Content-Security-Policy', csp).header('Cache-Control', 'no-cache');
      // Vite names every file under assets/ by its content's hash: a new build is new names, so the
      // browser keeps them without asking again (asking cost each screen's chunks a round trip to
      // this host per reload, 100 to 200 ms on 2 busy cores: issue 32).
      else if (isHashedAsset(root, path)) reply.header('Cache-Control', IMMUTABLE);
    },
  });

  app.get('/config.json', async (_request, reply) => {
    await reply.header('Cache-Control', 'no-store').send(config);
  });

  // Any path that does not name a file is a route of the panel's browser router.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if ((request.method === 'GET' || request.method === 'HEAD') && extname(path) === '') {
      return reply.sendFile('index.html');
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Não encontrado');
  });

  await app.listen({ port, host });
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actualPort}/`,
    close: () => app.close(),
  };
}
