import axios, { AxiosError, type AxiosInstance } from 'axios';
import {
  authorizationHeader,
  fillPath,
  isSessionExpiredBody,
  SESSION_EXPIRED_CODE,
  type Endpoint,
  type HttpMethod,
  type PathParams,
} from '../../shared/api';
import { MESSAGES } from '../ui/messages';
import { ApiError } from './apiError';
import { toFormBody, toMultipartBody } from './formEncoding';

export type { BaseName } from '../../shared/api';
import type { BaseName } from '../../shared/api';

export interface ClientHooks {
  /** the stored session hash, or null when logged out */
  getHash(): string | null;
  /** the platform said the session is gone (401 envelope): title is the server's error */
  onSessionExpired(title: string): void;
  /** any other HTTP failure, unless the call opted out */
  onUnexpectedStatus(status: number, base: BaseName): void;
}

type AnyEndpoint = Endpoint<HttpMethod, unknown, unknown, unknown>;

export type CallArgs<K extends string, E extends AnyEndpoint> = {
  /** opt out of the generic error dialog: the caller shows its own message */
  silent?: boolean;
  signal?: AbortSignal;
  /** send the body as multipart/form-data (file uploads); File and Blob values go as files */
  multipart?: boolean;
  /** upload progress of a multipart body, from 0 to 1 */
  onUploadProgress?: (fraction: number) => void;
  /** a declared endpoint's method (its declaration says it); else the base's method map */
  method?: HttpMethod;
} & (keyof PathParams<K> extends never ? { params?: Record<string, never> } : { params: PathParams<K> }) &
  (E['body'] extends undefined ? { body?: undefined } : { body: E['body'] }) &
  (E['query'] extends undefined ? { query?: undefined } : { query?: E['query'] });

/** A typed client for one base: `call(key, args)` returns the contract's response type. */
export interface PlatformClient<Api> {
  readonly base: BaseName;
  readonly http: AxiosInstance;
  call<K extends keyof Api & string>(
    key: K,
    ...args: Api[K] extends AnyEndpoint
      ? keyof CallArgs<K, Api[K]> extends never
        ? []
        : [CallArgs<K, Api[K]>] | []
      : never
  ): Promise<Api[K] extends AnyEndpoint ? Api[K]['response'] : never>;
}

/**
 * The method of each key comes from the contract at type level; at run time from the call (a
 * declared endpoint's) or from `methods`.
 */
export function createPlatformClient<Api>(
  base: BaseName,
  baseURL: string,
  encoding: 'form' | 'json',
  methods: Partial<Record<keyof Api, HttpMethod>>,
  hooks: ClientHooks,
): PlatformClient<Api> {
  const http = axios.create({ baseURL, timeout: 20_000 });

  const call = async (key: string, args: Partial<CallArgs<string, AnyEndpoint>> = {}): Promise<unknown> => {
    const method = args.method ?? (methods as Record<string, HttpMethod>)[key];
    if (!method) throw new ApiError('malformed', `Chamada desconhecida: ${key}`);
    const hash = hooks.getHash();
    const headers: Record<string, string> = {};
    if (hash) headers.Authorization = authorizationHeader(hash);
    let data: unknown = undefined;
    if (args.body !== undefined) {
      if (args.multipart) {
        // axios sets the multipart boundary itself for a FormData body.
        data = toMultipartBody(args.body as Record<string, unknown>);
      } else if (encoding === 'form') {
        data = toFormBody(args.body as Record<string, unknown>);
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else {
        data = args.body;
      }
    }
    try {
      const response = await http.request({
        url: fillPath(key, args.params as Record<string, string | number> | undefined),
        method,
        params: args.query,
        data,
        headers,
        signal: args.signal,
        onUploadProgress: args.onUploadProgress
          ? (event) => args.onUploadProgress?.(event.total ? Math.min(1, event.loaded / event.total) : (event.progress ?? 0))
          : undefined,
      });
      // Some platform calls answer the 401 envelope with HTTP 200.
      if (isSessionExpiredBody(response.data)) {
        hooks.onSessionExpired(response.data.erro || MESSAGES.sessionExpiredBody);
        throw new ApiError('sessionExpired', MESSAGES.sessionExpiredBody, SESSION_EXPIRED_CODE);
      }
      return response.data;
    } catch (e) {
      throw translate(e, base, hooks, args.silent === true);
    }
  };

  return { base, http, call: call as PlatformClient<Api>['call'] };
}

function translate(e: unknown, base: BaseName, hooks: ClientHooks, silent: boolean): unknown {
  if (e instanceof ApiError) return e;
  if (axios.isCancel(e)) return e;
  if (!(e instanceof AxiosError)) return e;
  const response = e.response;
  if (!response) return new ApiError('network', MESSAGES.networkFailure);
  if (response.status === SESSION_EXPIRED_CODE || isSessionExpiredBody(response.data)) {
    const title = isSessionExpiredBody(response.data) ? response.data.erro : MESSAGES.sessionExpiredBody;
    hooks.onSessionExpired(title);
    return new ApiError('sessionExpired', MESSAGES.sessionExpiredBody, SESSION_EXPIRED_CODE);
  }
  if (!silent) hooks.onUnexpectedStatus(response.status, base);
  const title = base === 'ws2' ? MESSAGES.genericErrorTitleWs2(response.status) : MESSAGES.genericErrorTitle(response.status);
  return new ApiError('http', title, response.status, response.data);
}
