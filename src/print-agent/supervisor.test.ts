import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type SupervisorOptions, superviseAgent } from './supervisor';

/** A stand-in agent: counts its starts in a file and exits with the code given for that start. */
function agentScript(codes: (number | 'stay')[]): { command: string[]; file: string; starts: () => number } {
  const file = join(mkdtempSync(join(tmpdir(), 'agent-supervisor-')), 'starts');
  const script = `
    const fs = require('node:fs');
    fs.appendFileSync(${JSON.stringify(file)}, 'x');
    const codes = ${JSON.stringify(codes)};
    const code = codes[fs.readFileSync(${JSON.stringify(file)}, 'utf8').length - 1];
    if (code === 'stay') setInterval(() => {}, 1000); else process.exit(code);
  `;
  return { command: [process.execPath, '-e', script], file, starts: () => readFileSync(file, 'utf8').length };
}

/** Resolves once the agent counted a start in `file`: on the folder's change events, not on a clock. */
function started(file: string): Promise<void> {
  const counted = () => existsSync(file) && readFileSync(file, 'utf8').length > 0;
  return new Promise((resolve) => {
    const watcher = watch(dirname(file), () => {
      if (!counted()) return;
      watcher.close();
      resolve();
    });
    if (counted()) {
      watcher.close();
      resolve();
    }
  });
}

describe('servico: the supervisor', () => {
  it('starts the agent again after a crash, waiting longer each time, until it stops on purpose', async () => {
    const agent = agentScript([1, 134, 0]);
    const lines: string[] = [];
    const code = await superviseAgent({ command: agent.command, spawn, log: (l) => lines.push(l), signal: new AbortController().signal, delaysMs: [100, 200] });
    expect(code).toBe(0);
    expect(agent.starts()).toBe(3);
    expect(lines).toEqual([
      'o módulo de impressão parou (código 1); reiniciando em 0.1 s',
      'o módulo de impressão parou (código 134); reiniciando em 0.2 s',
      'o módulo de impressão foi encerrado',
    ]);
  });

  it('does not restart an agent whose settings are bad (code 78): a person fixes the file', async () => {
    const agent = agentScript([78, 0]);
    const lines: string[] = [];
    expect(await superviseAgent({ command: agent.command, spawn, log: (l) => lines.push(l), signal: new AbortController().signal, delaysMs: [10] })).toBe(78);
    expect(agent.starts()).toBe(1);
    expect(lines).toEqual(['o módulo de impressão não reinicia com esta configuração: corrija o arquivo e inicie de novo']);
  });

  it('stops the agent with it when asked to stop', async () => {
    const agent = agentScript(['stay']);
    const stop = new AbortController();
    const children: ChildProcess[] = [];
    const spawnAgent: SupervisorOptions['spawn'] = (command, args, options) => {
      const child = spawn(command, args, options);
      children.push(child);
      return child;
    };
    const running = superviseAgent({ command: agent.command, spawn: spawnAgent, log: () => undefined, signal: stop.signal });
    // the agent is running (it counted its start), however long a busy machine takes to start it
    await started(agent.file);
    stop.abort();
    expect(await running).toBe(0);
    // the agent ended because it was stopped, and was not started again
    expect(children).toHaveLength(1);
    expect(children[0]!.signalCode).toBe('SIGTERM');
    expect(agent.starts()).toBe(1);
  });
});
