import type { APIRequestContext } from '@playwright/test';
import { authorizationHeader } from '../../src/shared/api';
import { PLATFORM_PREFIXES } from '../../src/shared/config';

/**
 * Test-only: the platform's own answers for a store, read over HTTP as the panel reads them
 * (a session of its own), so an end-to-end test compares the screen with the sandbox's figures.
 */
export interface PlatformSession {
  json<T>(path: string): Promise<T>;
  legacy<T>(path: string, form?: Record<string, string | number>): Promise<T>;
}

export async function platformSession(request: APIRequestContext, sandboxUrl: string, usuario: string, senha = 'senha123'): Promise<PlatformSession> {
  const login = await request.post(`${sandboxUrl}${PLATFORM_PREFIXES.legacy}login/index`, { form: { usuario, senha } });
  const { hash } = (await login.json()) as { hash: string };
  const headers = { Authorization: authorizationHeader(hash) };
  return {
    async json<T>(path: string) {
      const response = await request.get(`${sandboxUrl}${PLATFORM_PREFIXES.json}${path}`, { headers });
      if (!response.ok()) throw new Error(`${path}: HTTP ${response.status()}`);
      return (await response.json()) as T;
    },
    async legacy<T>(path: string, form?: Record<string, string | number>) {
      const response = form
        ? await request.post(`${sandboxUrl}${PLATFORM_PREFIXES.legacy}${path}`, { headers, form })
        : await request.get(`${sandboxUrl}${PLATFORM_PREFIXES.legacy}${path}`, { headers });
      return (await response.json()) as T;
    },
  };
}
