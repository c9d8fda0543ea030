import {
  editarBairro,
  habilitarBairro,
  listarBairros,
  mudaBairrosEmLote,
  mudaBairrosEmLoteFrete,
  type NeighbourhoodService,
  type NeighbourhoodServiceFields,
} from '../../../shared/api';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { DELIVERY_AREAS_MESSAGES } from './messages';
import type { BulkRequest } from './model';

declare module '../../api/platformApi' {
  interface PlatformTags {
    DeliveryAreas: true;
  }
}

const BULK_FEEDBACK = { refusalText: DELIVERY_AREAS_MESSAGES.neighbourhoodsSaveFailed };

/**
 * Locais de Atendimento (spec 02 §7.4). A change to one row puts the service the platform stored
 * into the cached list (no reload of a city of 500 neighbourhoods per edit); a bulk change reads
 * the list again.
 */
const deliveryAreasApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, mutation } = declaredEndpoints(build);
    return {
      deliveryCities: read(listarBairros, (answer) => answer.bairros, 'DeliveryAreas'),
      enableNeighbourhood: mutation({
        query: (idBairro: number) =>
          request(
            habilitarBairro,
            { params: { id_bairro: idBairro } },
            { feedback: { success: { text: DELIVERY_AREAS_MESSAGES.neighbourhoodSaved }, refusalText: DELIVERY_AREAS_MESSAGES.neighbourhoodSaveFailed } },
          ),
        async onQueryStarted(idBairro, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data?.atendido) dispatch(storeService(idBairro, data.atendido));
          // an answer without the service: read the list again
          else if (data) dispatch(deliveryAreasApi.util.invalidateTags(['DeliveryAreas']));
        },
      }),
      editNeighbourhood: mutation({
        query: ({ service, fields }: { idBairro: number; service: NeighbourhoodService; fields: NeighbourhoodServiceFields }) =>
          request(
            editarBairro,
            { params: { id_estabelecimento_bairro: service.id_estabelecimento_bairro }, body: fields },
            { feedback: { success: { text: DELIVERY_AREAS_MESSAGES.neighbourhoodSaved }, refusalText: DELIVERY_AREAS_MESSAGES.neighbourhoodSaveFailed } },
          ),
        async onQueryStarted({ idBairro, service, fields }, { dispatch, queryFulfilled }) {
          // The row shows the edit at once; a refusal or failure puts the stored values back.
          const shown = dispatch(storeService(idBairro, { ...service, ...fields }));
          try {
            const { data } = await queryFulfilled;
            if (data.atendido) dispatch(storeService(idBairro, data.atendido));
          } catch {
            shown.undo();
          }
        },
      }),
      bulkChangeNeighbourhoods: mutation({
        query: ({ status, frete, body }: BulkRequest) =>
          frete === ''
            ? request(mudaBairrosEmLote, { params: { status }, body }, { feedback: BULK_FEEDBACK })
            : request(mudaBairrosEmLoteFrete, { params: { status, frete }, body }, { feedback: BULK_FEEDBACK }),
        invalidatesTags: whenSaved('DeliveryAreas'),
      }),
    };
  },
});

/** Puts one neighbourhood's service into the cached list. */
function storeService(idBairro: number, service: NeighbourhoodService) {
  return deliveryAreasApi.util.updateQueryData('deliveryCities', undefined, (cities) => {
    for (const city of cities) {
      const row = city.bairros.find((b) => b.id_bairro === idBairro);
      if (row) {
        row.atendido = service;
        return;
      }
    }
  });
}

export const { useDeliveryCitiesQuery, useEnableNeighbourhoodMutation, useEditNeighbourhoodMutation, useBulkChangeNeighbourhoodsMutation } =
  deliveryAreasApi;
