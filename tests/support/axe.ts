import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core run in the page through the DevTools protocol: the panel's CSP refuses injected
 * scripts (and must stay as strict as it is), and `Runtime.evaluate` is not subject to it.
 */
const require = createRequire(import.meta.url);
let source: string | undefined;
function axeSource(): string {
  source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  return source;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; failureSummary?: string; html: string }>;
}

export interface AxeOptions {
  /** rule id -> why it is off: every disabled rule says why */
  disabledRules?: Record<string, string>;
}

/** Runs axe-core on the page as it is now; answers the violations. */
export async function runAxe(page: Page, { disabledRules = {} }: AxeOptions = {}): Promise<AxeViolation[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const loaded = await cdp.send('Runtime.evaluate', { expression: `${axeSource()};'loaded'`, returnByValue: true });
    if (loaded.exceptionDetails) throw new Error(`axe-core não carregou: ${loaded.exceptionDetails.text}`);
    const rules = Object.fromEntries(Object.keys(disabledRules).map((id) => [id, { enabled: false }]));
    const run = await cdp.send('Runtime.evaluate', {
      expression: `axe.run(document, ${JSON.stringify({ rules, resultTypes: ['violations'] })}).then((r) => r.violations.map((v) => ({
        id: v.id, impact: v.impact, help: v.help,
        nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary, html: n.html.slice(0, 200) })),
      })))`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (run.exceptionDetails) throw new Error(`axe-core falhou: ${run.exceptionDetails.exception?.description ?? run.exceptionDetails.text}`);
    return run.result.value as AxeViolation[];
  } finally {
    await cdp.detach();
  }
}

/** The serious and critical violations (and those of `alsoRules`), one readable line per element. */
export function seriousViolations(violations: AxeViolation[], alsoRules: readonly string[] = []): string[] {
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || alsoRules.includes(v.id))
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.target.join(' ')} ${n.html}\n    ${n.failureSummary ?? ''}`));
}
