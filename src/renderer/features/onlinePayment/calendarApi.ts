import { calendarioPagamentos, pagamentosDoDia } from '../../../shared/api';
import { declaredEndpoints, platformApi, request } from '../../api/platformApi';

declare module '../../api/platformApi' {
  interface PlatformTags {
    OnlinePaymentCalendar: true;
  }
}

/** The payment calendar (spec 02 §2.8 Calendário, §7.6): each day's total, and a day's payments. */
const calendarApi = platformApi.injectEndpoints({
  endpoints: (build) => {
    const { read, query } = declaredEndpoints(build);
    return {
      paymentCalendar: read(calendarioPagamentos, (answer) => ({ total: answer.total, valores: answer.valores }), 'OnlinePaymentCalendar'),
      /** the payments of one day, 'yyyy-mm-dd' */
      paymentsOfDay: query({
        query: (dataPag: string) => request(pagamentosDoDia, { body: { dataPag } }),
        transformResponse: (answer) => answer.obj,
        providesTags: ['OnlinePaymentCalendar'],
      }),
    };
  },
});

export const { usePaymentCalendarQuery, usePaymentsOfDayQuery } = calendarApi;
