// Lint with type information, plus the import boundaries of docs/ARCHITECTURE.md ("Source
// layout"): each folder of src/ names the folders it may import (SOURCE_FOLDERS), nothing imports
// upward, production code never imports test helpers, tests or the rig; outside src/, imports go
// one way: configs, tests, bench and scripts -> rig -> src (TOOL_FOLDERS).
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
const testFiles = ['**/*.test.{ts,tsx}', 'src/**/test/**', 'tests/**', 'rig/**'];
const noTestCode = {
  group: ['**/test/**', '**/tests/**', '**/rig/**', '**/bench/**', '**/scripts/**', '**/*.test', '**/*.test.*'],
  message: 'Production code never imports test helpers, tests or the rig (test helpers live in src/renderer/test, src/shared/test, src/sandbox/test, tests/support, rig/).',
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
 * Where each folder of src/ runs, and the folders it may import besides its own: shared runs in
 * any JavaScript runtime; node in plain Node (Electron's main process and the print agent); main
 * in Electron's main process; preload in the preload; renderer in the page (Electron's or a
 * browser tab); print-agent, sandbox and web-host in plain Node.
 */
const SOURCE_FOLDERS = [
  { folder: 'shared', mayImport: [], electron: false, node: false, react: false },
  { folder: 'node', mayImport: ['shared'], electron: false },
  { folder: 'main', mayImport: ['shared', 'node'], electron: true },
  { folder: 'preload', mayImport: ['shared'], electron: true },
  { folder: 'renderer', mayImport: ['shared'], electron: false, node: false },
  { folder: 'print-agent', mayImport: ['shared', 'node'], electron: false },
  { folder: 'sandbox', mayImport: ['shared'], electron: false },
  { folder: 'web-host', mayImport: ['shared'], electron: false },
];

function sourceBoundary({ folder, mayImport, electron, node = true, react = true }) {
  const others = SOURCE_FOLDERS.map((f) => f.folder).filter((f) => f !== folder && !mayImport.includes(f));
  const allowed = ['shared', ...mayImport.filter((f) => f !== 'shared')].filter((f) => f !== folder);
  const says = allowed.length > 0 ? `src/${folder} imports only ${allowed.map((f) => `src/${f}`).join(' and ')}` : `src/${folder} imports nothing outside src/${folder}`;
  const groups = [{ group: others.map((f) => `**/${f}/**`), message: `${says} (docs/ARCHITECTURE.md, Source layout).` }];
  const packages = [...(electron ? [] : ['electron']), ...(react ? [] : ['react', 'react-dom', '@mui/*'])];
  if (packages.length > 0) groups.push({ group: packages, message: `src/${folder} does not run in Electron's main process${react ? '' : ' nor draw a page'}: no ${packages.join(', ')}.` });
  const paths = node ? [] : nodeBuiltins.map((name) => ({ name, message: `src/${folder} does not run in Node: no Node built-ins.` }));
  return boundary({ files: [`src/${folder}/**/*.{ts,tsx}`], groups, paths });
}

/** Outside src/: the rig (virtual printers, sandbox and agent processes, Chromium) imports only src. */
const TOOLS = ['rig', 'tests', 'bench', 'scripts'];
const CONFIGS = ['**/*.config', '**/*.config.*'];
const TOOL_FOLDERS = [
  { folder: 'rig', mayImport: [] },
  { folder: 'tests', mayImport: ['rig'] },
  { folder: 'bench', mayImport: ['rig'] },
  { folder: 'scripts', mayImport: ['rig'] },
];

function toolBoundary({ folder, mayImport }) {
  const others = TOOLS.filter((f) => f !== folder && !mayImport.includes(f));
  const says = mayImport.length > 0 ? `${folder}/ imports src/ and ${mayImport.map((f) => `${f}/`).join(', ')} only` : `${folder}/ imports src/ only`;
  return {
    files: [`${folder}/**/*.ts`],
    rules: restrict([{ group: [...others.map((f) => `**/${f}/**`), ...CONFIGS], message: `${says}: imports go one way (docs/ARCHITECTURE.md, Source layout).` }]),
  };
}

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
  {
    home: ['src/shared/time.ts'],
    selector: "CallExpression[callee.object.name='Date'][callee.property.name='UTC'][arguments.2.type='BinaryExpression'], CallExpression[callee.property.name=/^set(UTC)?Date$/], FunctionDeclaration[id.name=/^add(Calendar)?Days$/], VariableDeclarator[id.name=/^add(Calendar)?Days$/]",
    message: 'A calendar day is moved by days in one home: addCalendarDays in src/shared/time.ts.',
  },
  {
    home: ['src/shared/format.ts'],
    // reais * 100 rounded, cents / 100, a rounded value / 100
    selector: "CallExpression[callee.object.name='Math'][callee.property.name='round'][arguments.0.operator='*'][arguments.0.right.value=100], BinaryExpression[operator='/'][right.value=100][left.name=/[cC]ents$/], BinaryExpression[operator='/'][right.value=100][left.property.name=/[cC]ents$/], BinaryExpression[operator='/'][right.value=100][left.right.name=/[cC]ents$/], BinaryExpression[operator='/'][right.value=100][left.callee.property.name='round']",
    message: 'Reais and cents are converted in one home: toCents / toReais in src/shared/format.ts.',
    // the benchmarks have no money: their x * 100 are percentages and ratios
    srcOnly: true,
  },
  {
    home: ['src/shared/booleanText.ts'],
    // a value compared with both '1' and 'true', or a set of such spellings
    selector: "LogicalExpression:has(BinaryExpression[right.value='1']):has(BinaryExpression[right.value='true']), NewExpression[callee.name='Set']:has(Literal[value='true']):has(Literal[value='1'])",
    message: "Which values mean yes has one home: booleanOf / meansYes in src/shared/booleanText.ts.",
  },
];

/**
 * A block per home, so a home is spared only its own rule, and one for everything else (rules
 * marked srcOnly hold in src/ only). Tests keep
 * only the rules marked inTests: a test that recomputes money or dates by itself checks the
 * product independently, which is the point.
 */
const oneHomeBlocks = (files) => {
  const rule = (entries) => ({ 'no-restricted-syntax': ['error', ...entries.map(({ selector, message }) => ({ selector, message }))] });
  const homes = [...new Set(ONE_HOME.flatMap((entry) => entry.home))];
  return [
    { files, ignores: [...homes, ...testFiles], rules: rule(ONE_HOME.filter((entry) => !entry.srcOnly)) },
    { files: ['src/**/*.{ts,tsx}'], ignores: [...homes, ...testFiles], rules: rule(ONE_HOME) },
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
    files: ['**/*.test.{ts,tsx}', 'src/**/test/**', 'tests/**/*.ts', 'rig/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
    },
  },
  // Production code anywhere under src (areas without a boundary of their own, as the sandbox).
  { files: ['src/**/*.{ts,tsx}'], ignores: testFiles, rules: restrict([noTestCode]) },
  ...SOURCE_FOLDERS.flatMap(sourceBoundary),
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Tests of renderer code may use test helpers, but the same boundaries hold.
    files: ['src/renderer/**/*.test.{ts,tsx}', 'src/renderer/test/**'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  // The rig, the tests, the benchmarks and the scripts: imports go one way (docs/ARCHITECTURE.md).
  ...TOOL_FOLDERS.map(toolBoundary),
  // One home for each small rule (docs/ARCHITECTURE.md): see ONE_HOME above.
  ...oneHomeBlocks(['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'bench/**/*.ts']),
);
