import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Files the panel uploads (product photos, stock images ...): kept in `uploads/` beside the data
 * file, or in memory when the sandbox has none (tests), and served back at /uploads/<name>.
 * Multipart bodies reach the routes like form bodies: text fields as text, each file as an
 * UploadedFile (see registerMultipart); each route enforces its own limits.
 */

/** A file of a multipart body, as a route's handler receives it. */
export interface UploadedFile {
  kind: 'file';
  filename: string;
  mimetype: string;
  data: Buffer;
  /** the file was larger than the sandbox reads (MULTIPART_FILE_LIMIT): data is cut short */
  truncated: boolean;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

/** The most the sandbox reads of one file: 10 MB (the largest upload of the spec, bulk CSVs) and a byte. */
export const MULTIPART_FILE_LIMIT = 10 * 1024 * 1024 + 1;

/** Multipart bodies as key/values, files as UploadedFile (a file past the limit arrives truncated). */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: MULTIPART_FILE_LIMIT, files: 5 },
    onFile: async (part) => {
      const data = await part.toBuffer();
      const file: UploadedFile = { kind: 'file', filename: part.filename, mimetype: part.mimetype, data, truncated: part.file.truncated };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });
}

const MIME_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
};

export interface UploadStore {
  /** keeps the bytes; returns the path they are served at ('/uploads/ab12cd.png') */
  save(data: Buffer, extension: string): string;
  read(name: string): { data: Buffer; mimetype: string } | null;
}

/** Beside the data file (`<folder>/uploads/`), or in memory without one. */
export function createUploadStore(dataFile?: string): UploadStore {
  const folder = dataFile ? join(dirname(dataFile), 'uploads') : null;
  const memory = new Map<string, Buffer>();
  return {
    save(data, extension) {
      const ext = extension.toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin';
      const name = `${randomBytes(8).toString('hex')}.${ext}`;
      if (folder) {
        mkdirSync(folder, { recursive: true });
        writeFileSync(join(folder, name), data);
      } else {
        memory.set(name, data);
      }
      return `/uploads/${name}`;
    },
    read(name) {
      if (!/^[a-f0-9]{16}\.[a-z0-9]+$/.test(name)) return null;
      const ext = name.split('.').pop() ?? '';
      const mimetype = MIME_BY_EXTENSION[ext] ?? 'application/octet-stream';
      if (folder) {
        const file = join(folder, name);
        return existsSync(file) ? { data: readFileSync(file), mimetype } : null;
      }
      const data = memory.get(name);
      return data ? { data, mimetype } : null;
    },
  };
}

/** GET /uploads/<name>: what was uploaded, with its type. */
export function registerUploadAssets(app: FastifyInstance, store: UploadStore): void {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const file = store.read(request.params.name);
    if (!file) return reply.code(404).type('text/plain; charset=utf-8').send('Arquivo não encontrado.');
    return reply.type(file.mimetype).header('Cache-Control', 'public, max-age=31536000, immutable').send(file.data);
  });
}

/** A stored path as the panel reads it: absolute on the sandbox's public origin. */
export function publicFileUrl(publicUrl: string, path: string): string {
  return path.startsWith('/') ? publicUrl + path : path;
}

/**
 * What to store for an image URL the panel sends back: the sandbox's own files (uploads, catalogue
 * images) as their path, so they keep working when the sandbox answers on another port.
 */
export function storedFileUrl(url: string): string {
  const trimmed = url.trim();
  try {
    const { pathname } = new URL(trimmed);
    return /^\/(uploads|catalogue\/imagens)\//.test(pathname) ? pathname : trimmed;
  } catch {
    return trimmed;
  }
}
