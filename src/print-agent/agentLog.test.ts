import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAgentLog } from './agentLog';

describe('the agent log', () => {
  const now = () => new Date('2026-11-23T12:00:00.000Z');

  it('writes each line to the console and to the file, creating its folder', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'agent-log-')), 'dados', 'painel-print-agent.log');
    const shown: string[] = [];
    const log = createAgentLog({ file, echo: (l) => shown.push(l), now });
    log('ouvindo');
    log('só no arquivo', { echo: false });
    expect(shown).toEqual(['[print-agent] 2026-11-23T12:00:00.000Z ouvindo']);
    expect(readFileSync(file, 'utf8')).toBe('[print-agent] 2026-11-23T12:00:00.000Z ouvindo\n[print-agent] 2026-11-23T12:00:00.000Z só no arquivo\n');
  });

  it('archives the file when it reaches its size: .1.log the newest, up to .5.log', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agent-log-'));
    const file = join(dir, 'painel-print-agent.log');
    // one line fits in 120 bytes, two do not
    const log = createAgentLog({ file, echo: () => undefined, now, maxBytes: 120 });
    for (let i = 1; i <= 7; i++) log(`linha ${i} ${'x'.repeat(30)}`);
    const read = (name: string) => readFileSync(join(dir, name), 'utf8');
    expect(read('painel-print-agent.log')).toMatch(/linha 7 x+\n$/);
    expect(read('painel-print-agent.1.log')).toMatch(/linha 6 x+\n$/);
    expect(read('painel-print-agent.5.log')).toMatch(/linha 2 x+\n$/);
    expect(existsSync(join(dir, 'painel-print-agent.6.log'))).toBe(false);
  });

  it('never stops the agent: a file it cannot write is said once on the console', () => {
    const shown: string[] = [];
    const notAFolder = join(mkdtempSync(join(tmpdir(), 'agent-log-')), 'arquivo');
    writeFileSync(notAFolder, '');
    const log = createAgentLog({ file: join(notAFolder, 'painel-print-agent.log'), echo: (l) => shown.push(l), now });
    log('um');
    log('dois');
    expect(shown.filter((l) => l.includes('log não gravado'))).toHaveLength(1);
    expect(shown.filter((l) => l.endsWith(' um') || l.endsWith(' dois'))).toHaveLength(2);
  });
});
