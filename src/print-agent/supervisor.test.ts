import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { superviseAgent } from './supervisor';

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
    const running = superviseAgent({ command: agent.command, spawn, log: () => undefined, signal: stop.signal });
    await expect.poll(() => (existsSync(agent.file) ? agent.starts() : 0)).toBe(1);
    stop.abort();
    expect(await running).toBe(0);
    expect(agent.starts()).toBe(1);
  });
});
