/**
 * Linux: a systemd user service, started with the user's session and again 5 s after a crash.
 * A bad settings file (exit code EXIT_BAD_SETTINGS) is not retried: it waits for a person to fix
 * the file and run `systemctl --user restart painel-print-agent`.
 */
import path from 'node:path';
import { AGENT_NAME } from '../folders';
import { EXIT_BAD_SETTINGS } from '../exitCodes';

export const SYSTEMD_UNIT = `${AGENT_NAME}.service`;

/** ~/.config/systemd/user/painel-print-agent.service (XDG_CONFIG_HOME honoured) */
export function systemdUnitPath(env: Record<string, string | undefined>, home: string): string {
  return path.posix.join(env.XDG_CONFIG_HOME || path.posix.join(home, '.config'), 'systemd', 'user', SYSTEMD_UNIT);
}

/** One word of ExecStart: quoted when it has spaces or quotes; % and $ doubled (specifiers, variables). */
export function systemdWord(word: string): string {
  const plain = /^[\w@%+=:,./-]+$/.test(word);
  const quoted = plain ? word : `"${word.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return quoted.replace(/%/g, '%%').replace(/\$/g, '$$$$');
}

/** The unit file; `command` is the program and its arguments, absolute paths. */
export function systemdUnit(command: string[], version: string): string {
  return [
    '[Unit]',
    `Description=Painel do Parceiro: módulo de impressão local (${AGENT_NAME} ${version})`,
    // Keep trying while the port is taken (an older agent still closing): no start limit.
    'StartLimitIntervalSec=0',
    '',
    '[Service]',
    'Type=simple',
    `ExecStart=${command.map(systemdWord).join(' ')}`,
    'Restart=on-failure',
    'RestartSec=5',
    `RestartPreventExitStatus=${EXIT_BAD_SETTINGS}`,
    '',
    '[Install]',
    'WantedBy=default.target',
    '',
  ].join('\n');
}
