import { describe, expect, it } from 'vitest';
import { controlCommandsEnv, sandboxControlUrl } from './controlUrl';

describe('where the control scripts reach the sandbox', () => {
  it('the default port, or the PORT the demo was started with', () => {
    expect(sandboxControlUrl({})).toBe('http://127.0.0.1:4010');
    expect(sandboxControlUrl({ PORT: '4011' })).toBe('http://127.0.0.1:4011');
  });

  it('SANDBOX_URL, then --url, win over PORT', () => {
    expect(sandboxControlUrl({ PORT: '4011', SANDBOX_URL: 'http://10.0.0.5:4010/' })).toBe('http://10.0.0.5:4010');
    expect(sandboxControlUrl({ PORT: '4011', SANDBOX_URL: 'http://10.0.0.5:4010' }, 'http://127.0.0.1:5000')).toBe('http://127.0.0.1:5000');
  });

  it('a PORT that is not a port is said, not guessed', () => {
    expect(() => sandboxControlUrl({ PORT: 'quatro mil' })).toThrow('PORT inválida: quatro mil. Use um número de porta, como 4010.');
    expect(() => sandboxControlUrl({ PORT: '70000' })).toThrow('PORT inválida');
  });

  it("what the demo's banner tells to set reaches the sandbox the demo started", () => {
    for (const port of [4010, 4011, 8123]) {
      const hint = controlCommandsEnv(port);
      const env = Object.fromEntries(hint ? [hint.split('=') as [string, string]] : []);
      expect(sandboxControlUrl(env)).toBe(`http://127.0.0.1:${port}`);
    }
    expect(controlCommandsEnv(4010)).toBe('');
  });
});
