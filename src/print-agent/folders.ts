/**
 * Where the agent keeps its files, per operating system: the settings file in the user's config
 * folder; the memory of printed copies and the log in the user's data folder.
 *   Linux:   ~/.config/painel-print-agent/config.json, ~/.local/share/painel-print-agent/ (XDG_* honoured)
 *   Windows: %APPDATA%\painel-print-agent\config.json, %LOCALAPPDATA%\painel-print-agent\
 *   macOS:   ~/Library/Application Support/painel-print-agent/ (both)
 */
import path from 'node:path';

export const AGENT_NAME = 'painel-print-agent';

export interface AgentFolders {
  configDir: string;
  dataDir: string;
  /** the settings file read when no other is named */
  configFile: string;
  /** the copies it printed (PRINT_AGENT_MEMORY overrides) */
  memoryFile: string;
  /** its log, rotated at LOG_MAX_BYTES */
  logFile: string;
}

export interface Machine {
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
  home: string;
}

export function agentFolders({ platform, env, home }: Machine): AgentFolders {
  const p = platform === 'win32' ? path.win32 : path.posix;
  const within = (base: string | undefined, ...fallback: string[]) => p.join(base || p.join(home, ...fallback), AGENT_NAME);
  let configDir: string;
  let dataDir: string;
  if (platform === 'win32') {
    configDir = within(env.APPDATA, 'AppData', 'Roaming');
    dataDir = within(env.LOCALAPPDATA, 'AppData', 'Local');
  } else if (platform === 'darwin') {
    configDir = dataDir = within(undefined, 'Library', 'Application Support');
  } else {
    configDir = within(env.XDG_CONFIG_HOME, '.config');
    dataDir = within(env.XDG_DATA_HOME, '.local', 'share');
  }
  return {
    configDir,
    dataDir,
    configFile: p.join(configDir, 'config.json'),
    memoryFile: env.PRINT_AGENT_MEMORY || p.join(dataDir, 'impressoes-enviadas.jsonl'),
    logFile: p.join(dataDir, `${AGENT_NAME}.log`),
  };
}
