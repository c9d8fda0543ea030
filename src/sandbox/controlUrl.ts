/**
 * Where the control scripts (npm run sandbox:*) reach the sandbox: --url, else SANDBOX_URL, else
 * http://127.0.0.1:PORT, the same PORT `npm run demo` starts it on (4010 when not set). The demo's
 * banner names the variable to set (controlCommandsEnv), so what it says is what the scripts do.
 */
export const DEFAULT_SANDBOX_PORT = 4010;

export interface ControlEnv {
  SANDBOX_URL?: string;
  PORT?: string;
}

export function sandboxControlUrl(env: ControlEnv, urlFlag?: string): string {
  const explicit = urlFlag?.trim() || env.SANDBOX_URL?.trim();
  if (explicit) return explicit.replace(/\/+$/, '');
  const port = env.PORT?.trim() ? Number(env.PORT) : DEFAULT_SANDBOX_PORT;
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`PORT inválida: ${env.PORT}. Use um número de porta, como 4010.`);
  return `http://127.0.0.1:${port}`;
}

/** What goes before `npm run sandbox:...` for the scripts to reach a sandbox on `port` ('' on the default one). */
export function controlCommandsEnv(port: number): string {
  return port === DEFAULT_SANDBOX_PORT ? '' : `PORT=${port}`;
}
