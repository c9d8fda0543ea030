/**
 * Test-only: a platform client's HTTP answered from a table, through the real client (URL,
 * encoding, Basic credential, 401 and error handling), with no network. Keys are the request's
 * path relative to the base ('software_app/listarHorarios').
 */
import { AxiosError, AxiosHeaders, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export type FakeHttpReply =
  | { status?: number; data: unknown }
  /** no answer at all: the platform is down */
  | 'network';

export interface FakeHttpRequest {
  url: string;
  method: string;
  data: unknown;
  headers: Record<string, unknown>;
}

export function answerHttpFrom(http: AxiosInstance, routes: Record<string, FakeHttpReply | ((request: FakeHttpRequest) => FakeHttpReply)>) {
  const requests: FakeHttpRequest[] = [];
  http.defaults.adapter = (config: InternalAxiosRequestConfig) => {
    const request: FakeHttpRequest = {
      url: config.url ?? '',
      method: (config.method ?? 'get').toUpperCase(),
      data: config.data,
      headers: { ...config.headers },
    };
    requests.push(request);
    // an upload reports its progress as axios does: halfway, then all of it
    if (config.onUploadProgress && config.data instanceof FormData) {
      for (const loaded of [50, 100]) config.onUploadProgress({ loaded, total: 100, progress: loaded / 100, bytes: 50, lengthComputable: true });
    }
    const route = routes[request.url];
    const reply = typeof route === 'function' ? route(request) : (route ?? 'network');
    if (reply === 'network') return Promise.reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config));
    const response = { data: reply.data, status: reply.status ?? 200, statusText: '', headers: new AxiosHeaders(), config };
    if (response.status >= 400) return Promise.reject(new AxiosError('Request failed', AxiosError.ERR_BAD_RESPONSE, config, null, response));
    return Promise.resolve(response);
  };
  return requests;
}
