/**
 * The control CLI's arguments (control-cli.ts, `npm run sandbox:<command>`) and the bodies they
 * make, apart from the calls so that they are tested without a sandbox. A value the command
 * cannot use is an Error with its Portuguese reason, said before anything is sent.
 */
import { parseArgs } from 'node:util';

const OPTIONS = {
  url: { type: 'string' },
  store: { type: 'string', multiple: true },
  items: { type: 'string' },
  pickup: { type: 'boolean' },
  delivery: { type: 'boolean' },
  chat: { type: 'boolean' },
  courier: { type: 'boolean' },
  'no-coords': { type: 'boolean' },
  customer: { type: 'string' },
  status: { type: 'string' },
  json: { type: 'string' },
  user: { type: 'string' },
  hash: { type: 'string' },
  interval: { type: 'string' },
  times: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type ControlArgs = ReturnType<typeof parseControlArgs>;
export type ControlOptions = ControlArgs['values'];

/** The command line after the script's name: the command and its words, and the options. */
export function parseControlArgs(argv: string[]) {
  return parseArgs({ args: argv, allowPositionals: true, options: OPTIONS });
}

export function parseJson(text: string | undefined, what: string): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new Error(`${what} não é JSON válido: ${text}`);
  }
}

/** A whole number above zero as typed ('5000'), or an Error naming what it is. */
function positiveInteger(text: string, what: string): number {
  if (!/^\d+$/.test(text.trim()) || Number(text) <= 0) throw new Error(`${what} inválido: ${text} (use um número inteiro maior que zero).`);
  return Number(text);
}

const storeIds = (values: ControlOptions): number[] | undefined => values.store?.map((s) => positiveInteger(s, 'Número da loja'));

/** `order` [--store 101] [--items N] [--pickup|--delivery] ... [--json '{...}']: the order request (--json first, the options over it). */
export function orderRequest(values: ControlOptions): Record<string, unknown> {
  const request: Record<string, unknown> = { ...(parseJson(values.json, '--json') as Record<string, unknown> | undefined) };
  const store = storeIds(values)?.[0];
  if (store !== undefined) request.storeId = store;
  if (values.items !== undefined) request.items = positiveInteger(values.items, 'Número de itens');
  if (values.pickup && values.delivery) throw new Error('Use --pickup ou --delivery, não os dois.');
  if (values.pickup) request.retirada_local = true;
  if (values.delivery) request.retirada_local = false;
  if (values.chat) request.chat_enabled = true;
  if (values.courier) request.canUseExternalDelivery = true;
  if (values['no-coords']) request.sem_coordenadas = true;
  if (values.customer) request.customer = { nome: values.customer };
  if (values.status) request.status = values.status;
  return request;
}

/**
 * `simulate [on|off] [INTERVALO_MS] [--interval MS] [--store 101 ...]`: 'on 5000' and '5000' start
 * it with an order about every 5 s (as the README says), '--interval 5000' too; 'off' stops it.
 */
export function simulatorRequest(args: string[], values: ControlOptions): { running: boolean; intervalMs?: number; storeIds?: number[] } {
  const words = [...args];
  const switchWord = words[0] === 'on' || words[0] === 'off' ? words.shift() : undefined;
  if (switchWord === 'off') {
    if (words.length > 0) throw new Error(`simulate off não leva mais nada: ${words.join(' ')}.`);
    return { running: false };
  }
  if (words.length > 1) throw new Error(`Uso: simulate [on|off] [INTERVALO_MS] [--store 101]; sobrou: ${words.slice(1).join(' ')}.`);
  const typed = words[0];
  if (typed !== undefined && values.interval !== undefined && typed !== values.interval) {
    throw new Error(`Dois intervalos: ${typed} e --interval ${values.interval}. Informe um só.`);
  }
  const interval = typed ?? values.interval;
  const intervalMs = interval === undefined ? undefined : positiveInteger(interval, 'Intervalo (ms)');
  return { running: true, ...(intervalMs !== undefined ? { intervalMs } : {}), ...(values.store ? { storeIds: storeIds(values) } : {}) };
}
