import type { FastifyInstance } from 'fastify';
import { SESSION_EXPIRED_BODY } from './auth';

/**
 * Injected failures: the next `times` calls to `path` answer `status`. The path is relative to
 * the origin, concrete ('api/pedidos/listar/1001') or the route's pattern
 * ('api/pedidos/listar/:id'); a trailing '*' matches a prefix ('api/*'). Status 0 drops the
 * connection (a network failure); delayMs answers late; `body` (any status) is the answer sent
 * instead of the route's, so a 200 with a malformed body can be simulated.
 */
export interface Fault {
  path: string;
  status: number;
  times: number;
  method?: string;
  delayMs?: number;
  body?: unknown;
}

const normalise = (path: string): string => path.replace(/^\/+/, '').split('?')[0] ?? '';

export class Faults {
  private faults: Fault[] = [];

  add(fault: Fault): Fault {
    const f = { ...fault, path: normalise(fault.path), method: fault.method?.toUpperCase() };
    this.faults.push(f);
    return f;
  }

  list(): Fault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }

  /** The fault that applies to this request (and counts it), or null. */
  take(method: string, url: string, pattern: string | undefined): Fault | null {
    const path = normalise(url);
    const route = pattern ? normalise(pattern) : null;
    const fault = this.faults.find(
      (f) =>
        f.times > 0 &&
        (!f.method || f.method === method) &&
        (f.path === path || f.path === route || (f.path.endsWith('*') && path.startsWith(f.path.slice(0, -1)))),
    );
    if (!fault) return null;
    fault.times--;
    this.faults = this.faults.filter((f) => f.times > 0);
    return fault;
  }

  install(app: FastifyInstance): void {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS' || request.url.startsWith('/__sandbox')) return;
      const fault = this.take(request.method, request.url, request.routeOptions.url);
      if (!fault) return;
      if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
      if (fault.status === 0) {
        request.raw.socket.destroy();
        return reply.hijack();
      }
      // Below 400 without a body: a pure delay; with a body: that answer instead (a malformed one).
      if (fault.status < 400 && fault.body === undefined) return;
      const body =
        fault.body ??
        (fault.status === 401 ? SESSION_EXPIRED_BODY : { status: false, mensagem: `Falha simulada pela sandbox (HTTP ${fault.status}).` });
      return reply.code(fault.status).send(body);
    });
  }
}
