import type { UnknownAction } from '@reduxjs/toolkit';
import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import axios from 'axios';
import type { ZodMiniType } from 'zod/mini';
import { envelopeOutcome, refusalText, successText, type HttpMethod } from '../../shared/api';
import type { Services } from '../app/services';
import { MESSAGES, TOAST_MS } from '../ui/messages';
import { showAttention, showError, showToast } from '../ui/uiSlice';
import { isApiError, type ApiErrorKind } from './apiError';
import type { BaseName } from './platformClient';
import { uploadFinished, uploadProgressed } from './uploadsSlice';
import { parseInSlices, type CheckedAnswer } from './checkInSlices';

/**
 * What a screen is told about a call, and what the person sees (spec 02 §8, the general
 * convention). Loads and saves differ only in their defaults:
 * - a load shows nothing by itself: the screen shows its error state with 'Tentar novamente';
 * - a save shows a refusal in 'Atenção!', the success in a 2 s toast with the server's mensagem,
 *   a network failure in 'Erro!', and an HTTP failure in the generic 'Ops!' dialog.
 */
export interface Feedback {
  /**
   * a refusal (status not true): 'attention' ('Atenção!'), 'error' ('Erro!' where the spec says
   * so), 'toast' (a 4 s error toast: the fine-reversal request) or 'none'
   */
  refusal?: 'attention' | 'error' | 'toast' | 'none';
  /** the sentence of a refusal when the server sends none */
  refusalText?: string;
  /**
   * The success toast: the server's mensagem, or `text` when it sends none (`serverText: false`:
   * always `text`, for calls whose answer the product never read); false: no toast.
   */
  success?: false | { text?: string; ms?: number; serverText?: boolean };
  /** HTTP failures in the generic 'Ops! Ocorreu um erro inesperado {status}!' dialog */
  httpDialog?: boolean;
  /**
   * The JSON base refuses with an HTTP 4xx whose body says why (`message`): such an answer is a
   * refusal with that text, shown as `refusal` says; any other HTTP failure is shown the same
   * way, with its generic 'Ops!' sentence, instead of the dialog.
   */
  httpRefusal?: boolean;
}

/** One call of the platform, as an endpoint of the data layer describes it (see platformApi.ts). */
export interface PlatformRequest<T = unknown> {
  base: BaseName;
  key: string;
  /** a declared endpoint's method (renderer/api/platformApi.ts request) */
  method?: HttpMethod;
  params?: Record<string, string | number>;
  body?: unknown;
  query?: unknown;
  /** multipart/form-data body (uploads) */
  multipart?: boolean;
  /** uploads: the progress is kept under this key (useUploadProgress) while the body is sent */
  progressKey?: string;
  /** the answer's shape; an answer that does not match is a malformed answer, never a crash */
  schema: ZodMiniType<T>;
  /** a long list field of the answer (5,000 products) checked in slices, the page free between them */
  checkInSlices?: string;
  feedback?: Feedback;
}

/** Why a call did not give data, with the sentence a screen shows. */
export interface PlatformError {
  kind: ApiErrorKind | 'refused';
  message: string;
  /** the HTTP status of an 'http' failure */
  status?: number;
  /** what the platform answered, for the rare screen that reads more than the message */
  body?: unknown;
}

export type PlatformBaseQuery = BaseQueryFn<PlatformRequest, unknown, PlatformError>;

/** Both sides of RTK Query's call: `extra` is the store's Services (thunk extra argument). */
export const platformBaseQuery: PlatformBaseQuery = async (request, api) => {
  const { api: clients } = api.extra as Pick<Services, 'api'>;
  const isSave = api.type === 'mutation';
  const feedback = resolveFeedback(request.feedback, isSave);
  const notify = (action: Parameters<typeof api.dispatch>[0]) => void api.dispatch(action);
  // The request was typed by its declaration where it was built (platformApi.ts request).
  const client = clients[request.base] as unknown as { call(key: string, args: object): Promise<unknown> };
  let lastProgress = -1;
  try {
    const answer = await client.call(request.key, {
      method: request.method,
      params: request.params,
      body: request.body,
      query: request.query,
      multipart: request.multipart,
      silent: !feedback.httpDialog || feedback.httpRefusal,
      signal: api.signal,
      onUploadProgress: request.progressKey
        ? (fraction: number) => {
            // one update per percent: a large file must not flood the store
            const percent = Math.floor(fraction * 100);
            if (percent === lastProgress) return;
            lastProgress = percent;
            notify(uploadProgressed({ key: request.progressKey!, percent }));
          }
        : undefined,
    });
    if (envelopeOutcome(answer) === 'refused') {
      const message = refusalText(answer) ?? feedback.refusalText;
      showRefusal(notify, feedback, message);
      return { error: { kind: 'refused', message, body: answer } };
    }
    const parsed = await checkAnswer(request, answer);
    if (!parsed.success) {
      console.warn(`[api] resposta inesperada de ${request.base}:${request.key}`, parsed.issues.slice(0, 5));
      if (isSave) notify(showError(MESSAGES.malformedAnswer));
      return { error: { kind: 'malformed', message: MESSAGES.malformedAnswer, body: answer } };
    }
    if (feedback.success) {
      const fromServer = feedback.success.serverText === false ? null : successText(answer);
      const text = fromServer ?? feedback.success.text;
      if (text) notify(showToast(text, 'success', feedback.success.ms ?? TOAST_MS.default));
    }
    return { data: parsed.data };
  } catch (e) {
    if (axios.isCancel(e)) return { error: { kind: 'network', message: MESSAGES.requestCancelled } };
    if (!isApiError(e)) throw e;
    if (feedback.httpRefusal && e.kind === 'http') {
      const reason = e.status !== undefined && e.status < 500 ? refusalText(e.body) : null;
      showRefusal(notify, feedback, reason ?? e.message);
      return { error: { kind: reason ? 'refused' : 'http', message: reason ?? e.message, status: e.status, body: e.body } };
    }
    // A network failure of a save is said at once (the screen keeps what was typed); an expired
    // session and an HTTP failure already have their dialog (platformClient's hooks).
    if (isSave && (e.kind === 'network' || e.kind === 'malformed')) notify(showError(e.message));
    return { error: { kind: e.kind, message: e.message, status: e.status, body: e.body } };
  } finally {
    if (request.progressKey) notify(uploadFinished(request.progressKey));
  }
};

/** The dialog or toast of a refusal, as the endpoint's feedback says ('none': nothing). */
function showRefusal(notify: (action: UnknownAction) => void, feedback: ResolvedFeedback, message: string): void {
  if (feedback.refusal === 'attention') notify(showAttention(message));
  if (feedback.refusal === 'error') notify(showError(message));
  if (feedback.refusal === 'toast') notify(showToast(message, 'error', TOAST_MS.error));
}

interface ResolvedFeedback {
  refusal: 'attention' | 'error' | 'toast' | 'none';
  refusalText: string;
  success: false | { text?: string; ms?: number; serverText?: boolean };
  httpDialog: boolean;
  httpRefusal: boolean;
}

function resolveFeedback(given: Feedback | undefined, isSave: boolean): ResolvedFeedback {
  return {
    refusal: given?.refusal ?? (isSave ? 'attention' : 'none'),
    refusalText: given?.refusalText ?? (isSave ? MESSAGES.saveRefused : MESSAGES.loadRefused),
    success: given?.success ?? (isSave ? {} : false),
    httpDialog: given?.httpDialog ?? isSave,
    httpRefusal: given?.httpRefusal ?? false,
  };
}

function checkAnswer<T>(request: PlatformRequest<T>, answer: unknown): CheckedAnswer<T> | Promise<CheckedAnswer<T>> {
  if (request.checkInSlices) return parseInSlices(request.schema, answer, request.checkInSlices);
  const parsed = request.schema.safeParse(answer);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, issues: parsed.error.issues };
}
