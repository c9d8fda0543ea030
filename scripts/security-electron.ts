/**
 * npm run security:electron — Electronegativity over the BUILT main and preload bundles
 * (out/main, out/preload; run `npm run build` first). Fails when a finding of high severity is
 * not explained in docs/SECURITY.md (a table row for its check id in the 'Electronegativity' section).
 *
 * Electronegativity reads only .js/.jsx/.ts/.tsx/.html files, and our bundles are .cjs: run
 * over out/ as it is, it would scan nothing and report only "missing" global findings. So the
 * bundles are copied as .js into a scratch folder first. The check that downloads Electron's
 * release list from GitHub (AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK) is skipped: CI has no
 * internet, and the Electron version is pinned in package.json and reviewed on upgrade.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

interface Issue {
  id: string;
  file: string;
  location: { line: number; column: number };
  severity: { name?: string; value?: number } | string;
  confidence: { name?: string } | string;
  manualReview?: boolean;
  description?: string;
}
type Run = (options: Record<string, unknown>) => Promise<{ issues: Issue[]; errors: { file: string; message: string; tolerable: boolean }[] }>;

const root = resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
// Class name, as Electronegativity's exclusion list expects it (its id: AVAILABLE_SECURITY_FIXES_GLOBAL_CHECK).
const SKIPPED = ['AvailableSecurityFixesGlobalCheck'];

function copyBundles(target: string): number {
  let count = 0;
  for (const part of ['main', 'preload']) {
    const dir = join(root, 'out', part);
    if (!existsSync(dir)) throw new Error(`${relative(root, dir)} não existe: rode 'npm run build' antes.`);
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.(c?js|mjs)$/.test(file)) continue;
      const to = join(target, part, file.replace(/\.(cjs|mjs)$/, '.js'));
      mkdirSync(dirname(to), { recursive: true });
      copyFileSync(join(dir, file), to);
      count += 1;
    }
  }
  return count;
}

const label = (value: Issue['severity'] | Issue['confidence']): string =>
  typeof value === 'string' ? value : (value.name ?? JSON.stringify(value));

/** Check ids with a row of their own (| `ID` | ...) in docs/SECURITY.md's Electronegativity section. */
function explainedIds(): Set<string> {
  const doc = readFileSync(join(root, 'docs', 'SECURITY.md'), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Electronegativity')) ?? '';
  return new Set([...section.matchAll(/^\| `([A-Z_]+_CHECK)` \|/gm)].map((m) => m[1]!));
}

async function main(): Promise<number> {
  const scratch = mkdtempSync(join(tmpdir(), 'electronegativity-'));
  try {
    const files = copyBundles(scratch);
    const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules', 'electron', 'package.json'), 'utf8')) as { version: string }).version;
    const run = require('@doyensec/electronegativity') as Run;
    const { issues, errors } = await run({
      input: scratch,
      isRelative: true,
      excludeFromScan: SKIPPED,
      electronVersionOverride: electronVersion,
      parserPlugins: [],
    });
    console.log(`Electronegativity: ${files} arquivo(s) de out/main e out/preload, Electron ${electronVersion}; verificação pulada: ${SKIPPED.join(', ')}.`);
    for (const e of errors) console.log(`  ${e.tolerable ? 'aviso' : 'ERRO'} ao analisar ${relative(scratch, e.file)}: ${e.message}`);
    const explained = explainedIds();
    let unexplained = 0;
    for (const issue of issues) {
      const severity = label(issue.severity).toUpperCase();
      const high = severity === 'HIGH' || severity === 'CRITICAL';
      const ok = !high || explained.has(issue.id);
      if (!ok) unexplained += 1;
      // Paths are relative to the scratch folder: main/index.js is out/main/index.cjs.
      const where = issue.file === 'N/A' ? 'global' : `out/${issue.file.replace(/\.js$/, '.cjs')}:${issue.location.line}:${issue.location.column}`;
      console.log(
        `  ${ok ? '  ' : '✗ '}${issue.id} [${severity} | ${label(issue.confidence)}${issue.manualReview ? ' | revisar' : ''}] ${where}${explained.has(issue.id) ? ' (explicado em docs/SECURITY.md)' : ''}`,
      );
    }
    if (errors.some((e) => !e.tolerable)) {
      console.error('Electronegativity não conseguiu analisar algum bundle.');
      return 1;
    }
    if (unexplained > 0) {
      console.error(`${unexplained} achado(s) de severidade alta sem explicação em docs/SECURITY.md.`);
      return 1;
    }
    console.log(`${issues.length} achado(s); nenhum de severidade alta sem explicação.`);
    return 0;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
