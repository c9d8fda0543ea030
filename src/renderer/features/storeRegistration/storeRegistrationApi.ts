import {
  enviarBanner,
  enviarLogo,
  exibirEstabelecimento,
  listarPendencias,
  salvarEstabelecimento,
} from '../../../shared/api';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { TOAST_MS } from '../../ui/messages';
import { STORE_REGISTRATION_MESSAGES } from './messages';
import { saveBody, type RegistrationValues } from './model';

declare module '../../api/platformApi' {
  interface PlatformTags {
    StoreRegistration: true;
  }
}

export interface StoreImageUpload {
  field: 'logotipo' | 'banner';
  file: File;
  storeId: number;
}

/** Where each image's upload keeps its progress (selectUploadProgress). */
export const imageProgressKey = (field: 'logotipo' | 'banner') => `estabelecimento-${field}`;

/**
 * Estabelecimento (spec 02 §7.9): the registration with the changes waiting for approval, every
 * change requested, the save and the image uploads. A save or an upload reads both loads again
 * (the fields it locked and the new request).
 */
const storeRegistrationApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, mutation } = declaredEndpoints(build);
    return {
      storeRegistration: read(exibirEstabelecimento, (answer) => answer, 'StoreRegistration'),
      requestedChanges: read(listarPendencias, (answer) => answer.obj, 'StoreRegistration'),
      saveStoreRegistration: mutation({
        query: (values: RegistrationValues) =>
          request(
            salvarEstabelecimento,
            { body: saveBody(values) },
            { feedback: { success: { text: STORE_REGISTRATION_MESSAGES.storeRegistrationSaved }, refusalText: STORE_REGISTRATION_MESSAGES.storeRegistrationSaveFailed } },
          ),
        invalidatesTags: whenSaved('StoreRegistration'),
      }),
      /** Spec 02 §8: an upload's success is a 5 s toast; a refusal shows its erros in 'Atenção!'. */
      uploadStoreImage: mutation({
        query: ({ field, file, storeId }: StoreImageUpload) => {
          const options = {
            progressKey: imageProgressKey(field),
            feedback: { success: { text: STORE_REGISTRATION_MESSAGES.storeImageSent, ms: TOAST_MS.long }, refusalText: STORE_REGISTRATION_MESSAGES.storeImageFailed },
          };
          return field === 'logotipo'
            ? request(enviarLogo, { body: { arquivo: file, est_logo: storeId }, multipart: true }, options)
            : request(enviarBanner, { body: { arquivo: file, est_banner: storeId }, multipart: true }, options);
        },
        invalidatesTags: whenSaved('StoreRegistration'),
      }),
    };
  },
});

export const { useStoreRegistrationQuery, useRequestedChangesQuery, useSaveStoreRegistrationMutation, useUploadStoreImageMutation } =
  storeRegistrationApi;
