import { alteraHorarios, listarHorarios } from '../../../shared/api';
import { declaredEndpoints, platformApi, request, whenSaved } from '../../api/platformApi';
import { HOURS_MESSAGES } from './messages';
import { openingHoursFrom, saveBody, type OpeningHours } from './model';

declare module '../../api/platformApi' {
  interface PlatformTags {
    OpeningHours: true;
  }
}

/** Horário de Funcionamento (spec 01 §2, §7, §8): the week as the platform stores it, and its save. */
const hoursApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, mutation } = declaredEndpoints(build);
    return {
      openingHours: read(listarHorarios, openingHoursFrom, 'OpeningHours'),
      /** status false: 'Atenção!' with the server's mensagem; success: its mensagem in a 2 s toast. */
      saveOpeningHours: mutation({
        query: (hours: OpeningHours) =>
          request(
            alteraHorarios,
            { body: saveBody(hours) },
            { feedback: { success: { text: HOURS_MESSAGES.hoursSaved }, refusalText: HOURS_MESSAGES.hoursSaveFailed } },
          ),
        // Read back what the platform stored, so the screen shows the truth and not our copy.
        invalidatesTags: whenSaved('OpeningHours'),
      }),
    };
  },
});

export const { useOpeningHoursQuery, useSaveOpeningHoursMutation } = hoursApi;
export const hoursEndpoints = hoursApi.endpoints;
