/** The operating system's printer queues, raw: CUPS on Linux and macOS, the spooler on Windows. */
import type { QueueCondition } from '../../shared/printing/status';
import { type OsPrinter, listCupsPrinters, readCupsQueue, sendToCups } from './cups';
import type { OsQueueOptions, OsQueueReport } from './osQueueJob';
import type { RunCommand } from './process';
import { listWindowsPrinters, readWindowsQueue, sendToWindowsSpooler } from './windows';

export type { OsPrinter } from './cups';

export function listOsPrinters(platform: NodeJS.Platform = process.platform, run?: RunCommand): Promise<OsPrinter[]> {
  return platform === 'win32' ? listWindowsPrinters(run) : listCupsPrinters(run);
}

export function sendToOsQueue(
  queue: string,
  bytes: Uint8Array,
  title: string,
  options: OsQueueOptions = {},
  platform: NodeJS.Platform = process.platform,
  run?: RunCommand,
): Promise<OsQueueReport> {
  return platform === 'win32' ? sendToWindowsSpooler(queue, bytes, title, run, options) : sendToCups(queue, bytes, title, run, options);
}

/** The queue's state as the system tells it; null where it cannot. */
export function readOsQueue(queue: string, platform: NodeJS.Platform = process.platform, run?: RunCommand): Promise<QueueCondition | null> {
  return platform === 'win32' ? readWindowsQueue(queue, run) : readCupsQueue(queue, run);
}
