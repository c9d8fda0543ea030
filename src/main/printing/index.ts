export * from './errors';
export * from './osQueue';
export * from './printTicket';
export * from './registry';
export * from './tcp';
export { listCupsPrinters, sendToCups } from './cups';
export { listWindowsPrinters, sendToWindowsSpooler } from './windows';
export { type RunCommand, runCommand } from './process';
