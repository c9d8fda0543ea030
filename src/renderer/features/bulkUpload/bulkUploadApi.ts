import { startProductFile, type ProductFileUpload } from '../../../shared/api';
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';

/** Where the file's sending keeps its progress (selectUploadProgress). */
export const FILE_PROGRESS_KEY = 'upload-em-massa';

/**
 * The file sent to the upload service (spec 02 §7.9). Its answer is the new job, which the saga
 * then follows; a failure is said by the saga, not by the generic dialogs: a refusal (HTTP 4xx
 * with the service's message) in the service's words, any other failure as 'Ops! algo deu
 * errado ...' (spec 02 §8).
 */
const bulkUploadApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { mutation } = declaredEndpoints(build);
    return {
      startBulkUpload: mutation({
        query: (upload: ProductFileUpload) =>
          request(
            startProductFile,
            { body: upload, multipart: true },
            { progressKey: FILE_PROGRESS_KEY, feedback: { success: false, refusal: 'none', httpDialog: false, httpRefusal: true } },
          ),
        transformResponse: (answer) => answer.product_file,
      }),
    };
  },
});

export const { useStartBulkUploadMutation } = bulkUploadApi;
