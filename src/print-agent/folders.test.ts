import { agentFolders } from './folders';

describe("the agent's folders", () => {
  it('Linux: settings in ~/.config, memory and log in ~/.local/share (XDG honoured)', () => {
    expect(agentFolders({ platform: 'linux', env: {}, home: '/home/caixa' })).toEqual({
      configDir: '/home/caixa/.config/painel-print-agent',
      dataDir: '/home/caixa/.local/share/painel-print-agent',
      configFile: '/home/caixa/.config/painel-print-agent/config.json',
      memoryFile: '/home/caixa/.local/share/painel-print-agent/impressoes-enviadas.jsonl',
      logFile: '/home/caixa/.local/share/painel-print-agent/painel-print-agent.log',
    });
    expect(agentFolders({ platform: 'linux', env: { XDG_CONFIG_HOME: '/cfg', XDG_DATA_HOME: '/dados' }, home: '/home/caixa' })).toMatchObject({
      configFile: '/cfg/painel-print-agent/config.json',
      logFile: '/dados/painel-print-agent/painel-print-agent.log',
    });
  });

  it('Windows: settings in %APPDATA%, memory and log in %LOCALAPPDATA%', () => {
    const env = { APPDATA: 'C:\\Users\\Caixa\\AppData\\Roaming', LOCALAPPDATA: 'C:\\Users\\Caixa\\AppData\\Local' };
    expect(agentFolders({ platform: 'win32', env, home: 'C:\\Users\\Caixa' })).toMatchObject({
      configFile: 'C:\\Users\\Caixa\\AppData\\Roaming\\painel-print-agent\\config.json',
      memoryFile: 'C:\\Users\\Caixa\\AppData\\Local\\painel-print-agent\\impressoes-enviadas.jsonl',
      logFile: 'C:\\Users\\Caixa\\AppData\\Local\\painel-print-agent\\painel-print-agent.log',
    });
  });

  it('macOS: both in Application Support; PRINT_AGENT_MEMORY moves the memory anywhere', () => {
    expect(agentFolders({ platform: 'darwin', env: { PRINT_AGENT_MEMORY: '/tmp/vias.jsonl' }, home: '/Users/caixa' })).toMatchObject({
      configFile: '/Users/caixa/Library/Application Support/painel-print-agent/config.json',
      memoryFile: '/tmp/vias.jsonl',
      logFile: '/Users/caixa/Library/Application Support/painel-print-agent/painel-print-agent.log',
    });
  });
});
