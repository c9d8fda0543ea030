import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rotateLogFile } from './logRotation';

const dir = mkdtempSync(join(tmpdir(), 'painel-log-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('log rotation', () => {
  it('main.log becomes main.1.log, older archives shift, the oldest beyond the limit goes', () => {
    const file = join(dir, 'main.log');
    for (let i = 1; i <= 4; i++) {
      writeFileSync(file, `geração ${i}`);
      rotateLogFile(file, 3);
    }
    expect(existsSync(file)).toBe(false);
    expect(([[join(dir, 'main.1.log'), 'utf8'], [join(dir, 'main.2.log'), 'utf8'], [join(dir, 'main.3.log'), 'utf8']] as const).map(([a, b]) => readFileSync(a, b))).toEqual(
      ['geração 4', 'geração 3', 'geração 2'],
    );
    expect(existsSync(join(dir, 'main.4.log'))).toBe(false);
  });
});
