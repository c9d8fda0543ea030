/**
 * The only way main answers the renderer: one handler per channel of the map in shared/ipc.ts,
 * reachable only from the panel's own pages and only with an argument its schema accepts.
 */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { z } from 'zod';
import { INVOKE_ARGS, type InvokeArg, type InvokeChannel, type InvokeResults, type RendererEvent, type RendererEvents } from '../shared/ipc';
import log from './log';
import { isAppUrl } from './origin';

export type Handler<C extends InvokeChannel> = (
  arg: InvokeArg<C>,
  event: IpcMainInvokeEvent,
) => InvokeResults[C] | Promise<InvokeResults[C]>;

const ptBR = z.locales.ptBR().localeError;

export function handle<C extends InvokeChannel>(channel: C, handler: Handler<C>): void {
  const schema: z.ZodType = INVOKE_ARGS[channel];
  ipcMain.handle(channel, async (event, ...args: unknown[]) => {
    const sender = event.senderFrame?.url;
    if (!isAppUrl(sender)) {
      log.warn(`IPC '${channel}' recusado: origem não autorizada (${sender ?? 'quadro desconhecido'}).`);
      throw new Error(`Chamada '${channel}' recusada: origem não autorizada.`);
    }
    const parsed = args.length > 1 ? null : schema.safeParse(args[0], { error: ptBR });
    if (!parsed?.success) {
      const detail = parsed
        ? parsed.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')
        : 'argumentos demais';
      log.warn(`IPC '${channel}' recusado: argumento inválido (${detail}).`);
      throw new Error(`Chamada '${channel}' recusada: argumento inválido (${detail}).`);
    }
    return handler(parsed.data as InvokeArg<C>, event);
  });
}

/** Typed main -> renderer message. */
export function sendToRenderer<E extends RendererEvent>(contents: WebContents, event: E, payload: RendererEvents[E]): void {
  if (!contents.isDestroyed()) contents.send(event, payload);
}
