/**
 * npm run areas — writes the two lists of the platform's areas from their folders, so a new area
 * is its files and nothing else by hand (docs/BACK_OFFICE.md):
 * - `src/shared/api/areas/index.ts`: `export * from` each module of `src/shared/api/areas/` (the
 *   contract; index.ts exports them to the panel, declared.ts collects their declarations);
 * - `src/sandbox/routes/index.ts`: `AREA_ROUTES`, the `register...Routes` each module of
 *   `src/sandbox/routes/` exports.
 * They are plain imports, written out, so the types (DECLARED_ENDPOINTS), the bundler and knip see
 * what uses what. `area-lists.test.ts` fails while a list is not what this writes.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
export const CONTRACT_AREAS = join(root, 'src', 'shared', 'api', 'areas');
export const SANDBOX_ROUTES = join(root, 'src', 'sandbox', 'routes');

const HEADER = '// Written by `npm run areas` (scripts/area-lists.ts) from the modules of this folder: do not edit.';

/** The modules of a folder, by name without '.ts': neither tests nor the list itself. */
function modules(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();
}

/** The contract's list: every area module, exported as it is. */
export function contractAreasIndex(names: readonly string[]): string {
  return [HEADER, ...names.map((name) => `export * from './${name}';`), ''].join('\n');
}

/** The one `register...Routes` function a sandbox routes module exports; it fails naming the file otherwise. */
export function routesFunctionOf(name: string, source: string): string {
  const found = [...source.matchAll(/^export function (register\w+Routes)\(/gm)].map((match) => match[1]!);
  if (found.length !== 1) throw new Error(`src/sandbox/routes/${name}.ts: exporte uma função register...Routes (encontradas: ${found.length})`);
  return found[0]!;
}

/** The sandbox's list: each module's register function, in AREA_ROUTES. */
export function sandboxRoutesIndex(areas: readonly { name: string; register: string }[]): string {
  return [
    HEADER,
    "import type { AreaRoutes } from '../areaRoutes';",
    ...areas.map(({ name, register }) => `import { ${register} } from './${name}';`),
    '',
    '/** The sandbox\'s areas: each registers a handler for every endpoint its area of the contract declares. */',
    'export const AREA_ROUTES: readonly AreaRoutes[] = [',
    ...areas.map(({ register }) => `  ${register},`),
    '];',
    '',
  ].join('\n');
}

/** The two lists as they should be, by file. */
export function areaLists(): Map<string, string> {
  const routes = modules(SANDBOX_ROUTES).map((name) => ({ name, register: routesFunctionOf(name, readFileSync(join(SANDBOX_ROUTES, `${name}.ts`), 'utf8')) }));
  return new Map([
    [join(CONTRACT_AREAS, 'index.ts'), contractAreasIndex(modules(CONTRACT_AREAS))],
    [join(SANDBOX_ROUTES, 'index.ts'), sandboxRoutesIndex(routes)],
  ]);
}

if (process.argv[1] === import.meta.filename) {
  for (const [file, text] of areaLists()) writeFileSync(file, text);
  console.log('listas de áreas escritas: src/shared/api/areas/index.ts, src/sandbox/routes/index.ts');
}
