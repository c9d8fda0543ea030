// Lint with type information, plus the import boundaries of ARCHITECTURE.md:
// shared imports nothing from the other folders (and no Node, DOM-host or Electron module);
// renderer never imports main, sandbox, print-agent, preload or Node built-ins;
// main never imports renderer; production code never imports test helpers or tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { builtinModules } from 'node:module';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const restrict = (groups, paths = []) => ({
  'no-restricted-imports': ['error', { patterns: groups, paths }],
});

// Tests and their helpers: *.test.* files, a test/ folder anywhere under src, tests/.
const testFiles = ['**/*.test.{ts,tsx}', 'src/**/test/**', 'tests/**'];
const noTestCode = {
  group: ['**/test/**', '**/tests/**', '**/*.test', '**/*.test.*'],
  message: 'Production code never imports test helpers or tests (test helpers live in src/renderer/test, src/shared/test, src/sandbox/test, tests/support).',
};

/**
 * An area's import boundary: `groups` hold for every file of the area, tests included; its
 * production files also may not import test code. (A later block's no-restricted-imports
 * replaces an earlier one's, so the production block repeats the area's groups.)
 */
const boundary = ({ files, ignores = [], groups, paths = [] }) => [
  { files, ignores, rules: restrict(groups, paths) },
  { files, ignores: [...ignores, ...testFiles], rules: restrict([...groups, noTestCode], paths) },
];

/**
 * One home for each small rule (docs/ARCHITECTURE.md): accent folding for search keys, money and
 * number formatting, and every date or time a person reads (the store's zone). Each rule is
 * allowed only in its home; anywhere else the lint names the home.
 */
const ONE_HOME = [
  {
    // printing's ASCII fallback (shared/printing/text.ts) is another rule that needs NFD too
    home: ['src/shared/search.ts', 'src/shared/printing/text.ts'],
    selector: "CallExpression[callee.property.name='normalize'][arguments.0.value='NFD']",
    message: 'Accent folding has one home: searchKey / matchesSearch in src/shared/search.ts.',
    // tests match what a person typed with the product's own keys
    inTests: true,
  },
  {
    home: ['src/shared/format.ts', 'src/shared/csv.ts'],
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='NumberFormat']",
    message: 'Money and numbers are written the pt-BR way in one home: formatBRL / formatCentsBRL / formatNumberBR / formatPercentBR in src/shared/format.ts.',
  },
  {
    home: [],
    selector: "CallExpression[callee.property.name='replace'][callee.object.callee.property.name='toFixed'][arguments.0.value='.']",
    message: 'A number with a decimal comma is written in one home: formatBRL / formatCentsBRL / formatNumberBR / formatPercentBR in src/shared/format.ts.',
  },
  {
    home: ['src/shared/time.ts'],
    selector: "NewExpression[callee.object.name='Intl'][callee.property.name='DateTimeFormat']",
    message: "Dates and times a person reads are formatted in one home, in the store's zone: src/shared/time.ts.",
  },
  {
    home: ['src/shared/time.ts'],
    selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
    message: "Dates, times and numbers are never formatted in the computer's locale or zone: src/shared/time.ts and src/shared/format.ts.",
  },
  {
    // the date pickers' local Dates <-> calendar days (ui/dateRange.ts) are the one other place
    home: ['src/shared/time.ts', 'src/renderer/ui/dateRange.ts'],
    selector: "ImportDeclaration[source.value=/^date-fns/] ImportSpecifier[imported.name='format']",
    message: "Dates a person reads are formatted in the store's zone in one home: src/shared/time.ts.",
  },
];

/**
 * A block per home, so a home is spared only its own rule, and one for everything else. Tests keep
 * only the rules marked inTests: a test that recomputes money or dates by itself checks the
 * product independently, which is the point.
 */
const oneHomeBlocks = (files) => {
  const rule = (entries) => ({ 'no-restricted-syntax': ['error', ...entries.map(({ selector, message }) => ({ selector, message }))] });
  const homes = [...new Set(ONE_HOME.flatMap((entry) => entry.home))];
  return [
    { files, ignores: [...homes, ...testFiles], rules: rule(ONE_HOME) },
    { files: testFiles, rules: rule(ONE_HOME.filter((entry) => entry.inTests)) },
    ...homes.map((home) => ({ files: [home], rules: rule(ONE_HOME.filter((entry) => !entry.home.includes(home))) })),
  ];
};

export default tseslint.config(
  { ignores: ['out/**', 'dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.sandbox-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['**/*.js', '**/*.mjs', '**/*.cjs'], ...tseslint.configs.disableTypeChecked },
  {
    // Test matchers (expect.any, expect.objectContaining) are typed 'any' by design.
    files: ['**/*.test.{ts,tsx}', 'src/**/test/**', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // Production code anywhere under src (areas without a boundary of their own, as the sandbox).
  { files: ['src/**/*.{ts,tsx}'], ignores: testFiles, rules: restrict([noTestCode]) },
  ...boundary({
    files: ['src/shared/**/*.ts'],
    groups: [
      { group: ['**/renderer/**', '**/main/**', '**/preload/**', '**/sandbox/**', '**/print-agent/**'], message: 'shared imports nothing from the other folders.' },
      { group: ['electron', 'react', 'react-dom', '@mui/*'], message: 'shared is pure TypeScript.' },
    ],
    paths: nodeBuiltins.map((name) => ({ name, message: 'shared is pure TypeScript: no Node built-ins.' })),
  }),
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...boundary({
    files: ['src/renderer/**/*.{ts,tsx}'],
    groups: [
      { group: ['**/main/**', '**/sandbox/**', '**/print-agent/**', '**/preload/**'], message: 'The renderer talks to main only through window.desktop.' },
      { group: ['electron'], message: 'The renderer has no Node and no Electron: use window.desktop.' },
    ],
    paths: nodeBuiltins.map((name) => ({ name, message: 'The renderer never imports Node built-ins.' })),
  }),
  {
    // Tests of renderer code may use test helpers, but the same boundaries hold.
    files: ['src/renderer/**/*.test.{ts,tsx}', 'src/renderer/test/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  ...boundary({
    files: ['src/main/**/*.ts', 'src/preload/**/*.ts'],
    groups: [{ group: ['**/renderer/**', '**/sandbox/**'], message: 'main never imports the renderer or the sandbox.' }],
  }),
  // Plain Node (src/node: the printing core, log rotation) runs in the Electron main process and in
  // the print agent.
  ...boundary({
    files: ['src/node/**/*.ts', 'src/print-agent/**/*.ts'],
    groups: [
      { group: ['**/renderer/**', '**/sandbox/**', '**/preload/**', '**/main/**'], message: 'Plain Node code imports only shared and node.' },
      { group: ['electron'], message: 'The printing core also runs in the print agent, under plain Node: no Electron.' },
    ],
  }),
  // One home for each small rule (docs/ARCHITECTURE.md): see ONE_HOME above.
  ...oneHomeBlocks(['src/**/*.{ts,tsx}', 'scripts/**/*.ts']),
  // The browser-mode host serves the built panel: shared code only, and no Electron.
  ...boundary({
    files: ['src/web-host/**/*.ts'],
    groups: [
      { group: ['**/renderer/**', '**/main/**', '**/preload/**', '**/sandbox/**'], message: 'web-host imports only shared.' },
      { group: ['electron'], message: 'web-host runs in plain Node.' },
    ],
  }),
);
