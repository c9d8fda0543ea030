import { contentSecurityPolicy, parsePlatformConfig, platformConfigFromOrigin, platformOrigins } from './config';

describe('platform config', () => {
  it('derives every base from one origin under the standard prefixes', () => {
    const c = platformConfigFromOrigin('http://127.0.0.1:4010/');
    expect(c.legacyBaseUrl).toBe('http://127.0.0.1:4010/api/');
    expect(c.jsonBaseUrl).toBe('http://127.0.0.1:4010/json/');
    expect(c.socketUrl).toBe('http://127.0.0.1:4010');
  });

  it('refuses a config with a missing or non-http address, in Portuguese', () => {
    const c = { ...platformConfigFromOrigin('http://x'), jsonBaseUrl: 'file:///etc/passwd' };
    expect(() => parsePlatformConfig(c)).toThrow("'jsonBaseUrl' precisa ser um endereço http(s)");
    expect(() => parsePlatformConfig(null)).toThrow('esperado um objeto');
  });

  it('keeps only the known keys', () => {
    const parsed = parsePlatformConfig({ ...platformConfigFromOrigin('http://x'), extra: 'y' });
    expect(parsed).not.toHaveProperty('extra');
  });

  it('builds a CSP that allows only the platform origins (http and ws)', () => {
    const c = platformConfigFromOrigin('https://plataforma.exemplo.com.br');
    expect(platformOrigins(c)).toContain('wss://plataforma.exemplo.com.br');
    const csp = contentSecurityPolicy(c);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toMatch(/connect-src 'self' [^;]*https:\/\/plataforma\.exemplo\.com\.br/);
    expect(csp).toContain("object-src 'none'");
  });
});
