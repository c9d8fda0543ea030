import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** A file that came in a multipart body, whole in memory (the sandbox's uploads are small images and CSVs). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

/** The largest file a route takes (the bulk upload's 10 MB, spec 02 §9). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/**
 * Multipart bodies (uploads) arrive like the form-encoded ones: text fields as text, so the
 * routes' field schemas read them as usual, and each file as an UploadedFile under its field name
 * (read it with `uploadedFile(body.arquivo)`). Registered once, in server.ts.
 */
export async function acceptMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5 },
    async onFile(part) {
      const file: UploadedFile = { filename: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      (part as unknown as { value: UploadedFile }).value = file;
    },
  });
}

/** The UploadedFile a multipart field holds, or null (a text field, nothing sent). */
export function uploadedFile(value: unknown): UploadedFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<UploadedFile>;
  return typeof v.filename === 'string' && typeof v.mimetype === 'string' && Buffer.isBuffer(v.data) ? (v as UploadedFile) : null;
}
