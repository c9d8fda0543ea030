// throwaway probe (not committed): CPU profile of a full load by address
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { createSandbox } from '../src/sandbox/server';
import { startPanelHost } from '../src/web-host/host';
import { platformConfigFromOrigin } from '../src/shared/config';
import { BENCH_LAUNCH_OPTIONS } from './lib/browser';
import { loginPanel } from '../rig/orderPath';

const path = process.argv[2] ?? '/configuracoes/software';
const sandbox = createSandbox({});
const sandboxUrl = await sandbox.listen(0);
const host = await startPanelHost({ config: platformConfigFromOrigin(sandboxUrl), rendererDir: 'out/renderer' });
const browser = await chromium.launch(BENCH_LAUNCH_OPTIONS);
const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'pt-BR' });
const page = await context.newPage();
await loginPanel(page, host.url);
const cdp = await context.newCDPSession(page);
for (let i = 0; i < 4; i++) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await page.goto(new URL(path.slice(1), host.url).href);
  await page.getByRole('main').getByRole('heading').first().waitFor();
  const ms = await page.evaluate(() => performance.now());
  await page.waitForTimeout(300);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: unknown };
  writeFileSync(`/tmp/fl/load-${i}.cpuprofile`, JSON.stringify(profile));
  const marks = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => `${Math.round(r.startTime)}-${Math.round(r.responseEnd)} ${r.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)}`));
  console.log('load', i, Math.round(ms), 'ms\n  ' + marks.join('\n  '));
}
await browser.close(); await host.close(); await sandbox.close();
