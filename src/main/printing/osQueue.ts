/** The operating system's printer queues, raw: CUPS on Linux and macOS, the spooler on Windows. */
import { type OsPrinter, listCupsPrinters, sendToCups } from './cups';
import type { RunCommand } from './process';
import { listWindowsPrinters, sendToWindowsSpooler } from './windows';

export type { OsPrinter } from './cups';

export function listOsPrinters(platform: NodeJS.Platform = process.platform, run?: RunCommand): Promise<OsPrinter[]> {
  return platform === 'win32' ? listWindowsPrinters(run) : listCupsPrinters(run);
}

export function sendToOsQueue(
  queue: string,
  bytes: Uint8Array,
  title: string,
  platform: NodeJS.Platform = process.platform,
  run?: RunCommand,
): Promise<void> {
  return platform === 'win32' ? sendToWindowsSpooler(queue, bytes, title, run) : sendToCups(queue, bytes, title, run);
}
