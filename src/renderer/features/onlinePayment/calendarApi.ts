import { calendarioPagamentos, pagamentosDoDia, type CalendarDay, type CalendarPayment } from '../../../shared/api';
import { platformApi, request } from '../../api/platformApi';

export interface CalendarSummary {
  /** what is still to receive, reais */
  total: number;
  valores: CalendarDay[];
}

/** The payment calendar (spec 02 §2.8 Calendário, §7.6): each day's total, and a day's payments. */
const calendarApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    paymentCalendar: build.query<CalendarSummary, void>({
      query: () => request(calendarioPagamentos, {}),
      transformResponse: (answer: CalendarSummary) => ({ total: answer.total, valores: answer.valores }),
      providesTags: ['OnlinePaymentCalendar'],
    }),
    /** the payments of one day, 'yyyy-mm-dd' */
    paymentsOfDay: build.query<CalendarPayment[], string>({
      query: (dataPag) => request(pagamentosDoDia, { body: { dataPag } }),
      transformResponse: (answer: { obj: CalendarPayment[] }) => answer.obj,
      providesTags: ['OnlinePaymentCalendar'],
    }),
  }),
});

export const { usePaymentCalendarQuery, usePaymentsOfDayQuery } = calendarApi;
export const calendarEndpoints = calendarApi.endpoints;
