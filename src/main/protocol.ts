/**
 * app://panel/ serves the built renderer. A standard, secure scheme gives the panel a real
 * origin (localStorage, fetch, CORS, CSP 'self') and real paths, so the renderer can use a
 * browser router (/pedidos) exactly as in the web deployment; file:// offers neither.
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { protocol } from 'electron';
import { contentSecurityPolicy, type PlatformConfig } from '../shared/config';
import { APP_HOST, APP_SCHEME } from './origin';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wav': 'audio/wav',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

/** Must run before app 'ready'. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, stream: true, codeCache: true },
    },
  ]);
}

export interface RendererSource {
  rendererDir: string;
  config: PlatformConfig;
}

export function serveRenderer(source: RendererSource): void {
  protocol.handle(APP_SCHEME, (request) => rendererResponse(request, source));
}

/** One request of app://panel/...: a file of rendererDir, /config.json, or index.html for any route. */
export async function rendererResponse(request: Request, { rendererDir, config }: RendererSource): Promise<Response> {
  const url = new URL(request.url);
  if (url.host !== APP_HOST) return notFound();
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405 });

  if (url.pathname === '/config.json') {
    return new Response(JSON.stringify(config), {
      headers: { 'Content-Type': MIME['.json']!, 'Cache-Control': 'no-store' },
    });
  }

  const root = resolve(rendererDir);
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound();
  }
  const file = resolve(join(root, pathname));
  if (file !== root && !file.startsWith(root + sep)) return notFound();

  if (await isFile(file)) return fileResponse(file, config);
  // A path whose last segment has an extension is a missing asset; anything else is a route.
  if (extname(pathname) !== '') return notFound();
  return fileResponse(join(root, 'index.html'), config);
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function fileResponse(file: string, config: PlatformConfig): Promise<Response> {
  let body: Buffer;
  try {
    body = await readFile(file);
  } catch {
    return notFound();
  }
  const ext = extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': MIME[ext] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
  };
  if (ext === '.html') {
    headers['Content-Security-Policy'] = contentSecurityPolicy(config);
    headers['Cache-Control'] = 'no-cache';
  }
  return new Response(new Uint8Array(body), { headers });
}

function notFound(): Response {
  return new Response('Não encontrado', { status: 404, headers: { 'Content-Type': MIME['.txt']! } });
}
