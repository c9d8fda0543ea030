/**
 * Where the platform lives. Set at run time (never baked into a build): the Electron preload
 * hands it to the renderer, and in a browser the server that serves the panel answers
 * GET /config.json. One build therefore serves the sandbox, a staging and a production platform.
 */
export interface PlatformConfig {
  /** Free text shown in logs and the window title: sandbox, staging, production ... */
  environment: string;
  /** Legacy form-encoded base (login, pedidos, estabelecimento ...). Ends with '/'. */
  legacyBaseUrl: string;
  /** Merchant v2 form-encoded base. Ends with '/'. */
  merchantBaseUrl: string;
  /** JSON base (invoices, orders/{id}, v2/delivery ...). Ends with '/'. */
  jsonBaseUrl: string;
  /** Second service ("ws2"): its errors read 'Ops! Ocorreu um erro inesperado ws2 {status}!'. */
  ws2BaseUrl: string;
  /** Chat service: /chat/* calls. Ends with '/'. */
  chatBaseUrl: string;
  /** Bulk upload service (product-files). Ends with '/'. */
  uploadBaseUrl: string;
  /** Product catalogue service (products?codigo_barras=...). Ends with '/'. */
  catalogueBaseUrl: string;
  /** Maps / places autocomplete service. Ends with '/'. */
  mapsBaseUrl: string;
  /** socket.io origin of the store channel (the session's url_socket wins when present). */
  socketUrl: string;
  /** socket.io origin of the chat socket. */
  chatSocketUrl: string;
  /** Local print agent (browser mode): GET /list, POST /print. */
  printAgentUrl: string;
  /** Local print agent, older calls: GET /impressoras, POST /imprimir (port 65517). */
  printAgentLegacyUrl: string;
}

/** Path prefixes under which one platform origin serves every base (the sandbox uses these). */
export const PLATFORM_PREFIXES = {
  legacy: '/api/',
  merchant: '/merchant/',
  json: '/json/',
  ws2: '/ws2/',
  chat: '/chat-service/',
  upload: '/upload/',
  catalogue: '/catalogue/',
  maps: '/maps/',
} as const;

export const DEFAULT_PRINT_AGENT_URL = 'http://127.0.0.1:65516/';
export const DEFAULT_PRINT_AGENT_LEGACY_URL = 'http://127.0.0.1:65517/';

/** Every base of a platform that serves them all from one origin under the standard prefixes. */
export function platformConfigFromOrigin(
  origin: string,
  environment = 'sandbox',
  printAgentUrl = DEFAULT_PRINT_AGENT_URL,
  printAgentLegacyUrl = DEFAULT_PRINT_AGENT_LEGACY_URL,
): PlatformConfig {
  const o = origin.replace(/\/+$/, '');
  return {
    environment,
    legacyBaseUrl: o + PLATFORM_PREFIXES.legacy,
    merchantBaseUrl: o + PLATFORM_PREFIXES.merchant,
    jsonBaseUrl: o + PLATFORM_PREFIXES.json,
    ws2BaseUrl: o + PLATFORM_PREFIXES.ws2,
    chatBaseUrl: o + PLATFORM_PREFIXES.chat,
    uploadBaseUrl: o + PLATFORM_PREFIXES.upload,
    catalogueBaseUrl: o + PLATFORM_PREFIXES.catalogue,
    mapsBaseUrl: o + PLATFORM_PREFIXES.maps,
    socketUrl: o,
    chatSocketUrl: o,
    printAgentUrl,
    printAgentLegacyUrl,
  };
}

const URL_KEYS = [
  'legacyBaseUrl',
  'merchantBaseUrl',
  'jsonBaseUrl',
  'ws2BaseUrl',
  'chatBaseUrl',
  'uploadBaseUrl',
  'catalogueBaseUrl',
  'mapsBaseUrl',
  'socketUrl',
  'chatSocketUrl',
  'printAgentUrl',
  'printAgentLegacyUrl',
] as const satisfies readonly (keyof PlatformConfig)[];

/** Checks a config received from outside (file, preload, /config.json). Throws in Portuguese. */
export function parsePlatformConfig(value: unknown): PlatformConfig {
  if (typeof value !== 'object' || value === null) {
    throw new Error('Configuração da plataforma inválida: esperado um objeto.');
  }
  const v = value as Record<string, unknown>;
  for (const key of URL_KEYS) {
    const url = v[key];
    if (typeof url !== 'string' || !/^https?:\/\/[^\s]+$/.test(url)) {
      throw new Error(`Configuração da plataforma inválida: '${key}' precisa ser um endereço http(s).`);
    }
  }
  const environment = typeof v.environment === 'string' ? v.environment : 'desconhecido';
  const out = { environment } as PlatformConfig;
  for (const key of URL_KEYS) out[key] = v[key] as string;
  return out;
}

/** Origins the panel may talk to: the content security policy's connect-src is built from them. */
export function platformOrigins(config: PlatformConfig): string[] {
  const origins = new Set<string>();
  for (const key of URL_KEYS) {
    const u = new URL(config[key]);
    origins.add(u.origin);
    origins.add((u.protocol === 'https:' ? 'wss://' : 'ws://') + u.host);
  }
  return [...origins];
}

/** The panel's content security policy: nothing remote but the platform's own addresses. */
export function contentSecurityPolicy(config: PlatformConfig): string {
  const connect = platformOrigins(config).join(' ');
  const images = platformOrigins(config)
    .filter((o) => o.startsWith('http'))
    .join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${images}`,
    "font-src 'self' data:",
    "media-src 'self' data:",
    `connect-src 'self' ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
