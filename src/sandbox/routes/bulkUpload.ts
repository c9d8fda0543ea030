import { cancelProductFile, productFileDetail, productFiles, startProductFile } from '../../shared/api';
import type { SandboxContext } from '../context';
import { cancelJob, createJob, jobDetail, listJobs, requireBulkUpload, UploadRefusal } from '../data/bulkUpload';
import { HttpError } from '../http';
import type { AreaServices } from '../areaRoutes';

/**
 * A request of a store the platform enabled (upload_em_massa); a refusal as the upload service
 * answers it: the HTTP status and { message }.
 */
async function answer<T>(ctx: SandboxContext, storeId: number, work: () => T | Promise<T>): Promise<T> {
  try {
    requireBulkUpload(ctx, storeId);
    return await work();
  } catch (e) {
    if (e instanceof UploadRefusal) throw new HttpError(e.statusCode, { message: e.message });
    throw e;
  }
}

/** The bulk upload service (spec 02 §7.9), under its own prefix (the declarations' base 'upload'). */
export function registerBulkUploadRoutes({ api }: AreaServices, ctx: SandboxContext): void {
  api.route(productFiles, ({ session }) => answer(ctx, session.storeId, () => ({ product_files: listJobs(ctx, session.storeId) })));

  api.route(productFileDetail, ({ params, session }) => answer(ctx, session.storeId, () => jobDetail(ctx, session.storeId, Number(params.id))));

  api.route(startProductFile, ({ body, session, reply }) =>
    answer(ctx, session.storeId, async () => {
      const product_file = await createJob(ctx, session.storeId, body);
      reply.code(201);
      return { product_file };
    }),
  );

  api.route(cancelProductFile, ({ params, session }) =>
    answer(ctx, session.storeId, () => ({ product_file: cancelJob(ctx, session.storeId, Number(params.id)) })),
  );
}
