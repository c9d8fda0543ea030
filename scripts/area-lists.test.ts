import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaLists, contractAreasIndex, routesFunctionOf, sandboxRoutesIndex } from './area-lists';

describe('the lists of areas', () => {
  it('are what npm run areas writes from the folders (run it after adding or removing an area)', () => {
    for (const [file, text] of areaLists()) {
      expect(readFileSync(file, 'utf8'), `${relative(resolve(import.meta.dirname, '..'), file)}: rode npm run areas`).toBe(text);
    }
  });
  it('export every contract area and register every sandbox area, each once', () => {
    expect(contractAreasIndex(['hours', 'menu'])).toContain("export * from './hours';\nexport * from './menu';\n");
    const index = sandboxRoutesIndex([{ name: 'hours', register: 'registerHoursRoutes' }]);
    expect(index).toContain("import { registerHoursRoutes } from './hours';");
    expect(index).toContain('AREA_ROUTES: readonly AreaRoutes[] = [\n  registerHoursRoutes,\n];');
  });
  it('refuse a routes module without one register function, naming it', () => {
    expect(routesFunctionOf('hours', 'export function registerHoursRoutes(services) {}')).toBe('registerHoursRoutes');
    expect(() => routesFunctionOf('notices', 'export function helper() {}')).toThrow('src/sandbox/routes/notices.ts');
    expect(() => routesFunctionOf('two', 'export function registerARoutes() {}\nexport function registerBRoutes() {}')).toThrow('encontradas: 2');
  });
});
