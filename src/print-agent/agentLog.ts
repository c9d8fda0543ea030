/**
 * The agent's log: every line on the console (the journal, under systemd) and in a file in the
 * user's data folder, which is archived at LOG_MAX_BYTES (painel-print-agent.1.log, newest, to
 * .5.log) so a store can send support one folder and the disk never fills.
 */
import { appendFileSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { rotateLogFile } from '../node/logRotation';

export const LOG_MAX_BYTES = 2 * 1024 * 1024;

/** `echo: false`: the file only (the message was already shown otherwise) */
export type AgentLog = (line: string, options?: { echo?: boolean }) => void;

export interface AgentLogOptions {
  file: string;
  maxBytes?: number;
  /** also written here (default: the console) */
  echo?: (line: string) => void;
  now?: () => Date;
}

export function createAgentLog({ file, maxBytes = LOG_MAX_BYTES, echo = (line) => console.log(line), now = () => new Date() }: AgentLogOptions): AgentLog {
  let size: number | null = null;
  let warned = false;
  return (text, { echo: show = true } = {}) => {
    const line = `[print-agent] ${now().toISOString()} ${text}`;
    if (show) echo(line);
    try {
      if (size === null) {
        mkdirSync(dirname(file), { recursive: true });
        size = statSync(file, { throwIfNoEntry: false })?.size ?? 0;
      }
      if (size > 0 && size + line.length + 1 > maxBytes) {
        rotateLogFile(file);
        size = 0;
      }
      appendFileSync(file, `${line}\n`);
      size += Buffer.byteLength(line) + 1;
    } catch (error) {
      // The log never stops the printing: said once on the console.
      if (!warned) echo(`[print-agent] log não gravado em ${file}: ${(error as Error).message}`);
      warned = true;
    }
  };
}
