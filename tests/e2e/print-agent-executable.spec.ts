import { readFileSync } from 'node:fs';
import type { Route } from '@playwright/test';
import type { Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintAgentPrintResponse, type PrintSettings } from '../../src/shared/api/areas/printing';
import { isTicketOf } from '../../rig/virtualPrinter';
import { expect, test, signIn } from './fixtures';

/**
 * The print agent as a store installs it: the single executable (npm run dist:agent) made for
 * this worker, started on free ports with its settings file in the user's config folder, two
 * virtual ESC/POS printers, and the panel in Chromium printing through it. Stopped while a
 * ticket's answer is on its way and started again, it remembers the copies it printed: the
 * panel sends the copy again and it does not come out twice.
 */
test.use({ printStationEnabled: true, printAgent: 'executable' });

const SETTINGS: PrintSettings = {
  ...DEFAULT_PRINT_SETTINGS,
  impressora: 'Caixa',
  impressorasCaixa: ['Caixa'],
  autoAceiteImprimir: true,
  metodoImpressao: 'local',
  sincronizado: true,
};
/** The seed's pending orders of store 101, set aside so the only ticket is this test's. */
const SEED_PENDING = [1012, 1013];
const compact = (text: string) => text.replace(/\s+/g, '');

test('o executável do módulo imprime o pedido do painel e, reiniciado, não imprime de novo a via que já saiu', async ({
  page,
  request,
  sandboxUrl,
  printers,
}) => {
  const { agent, caixa } = printers;
  expect(agent.command).toEqual([expect.stringMatching(/[\\/]painel-print-agent(\.exe)?$/)]);
  const version = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
  const before = await agent.status();
  expect(before).toMatchObject({ status: true, versao: version, portas: { principal: agent.port, legada: agent.legacyPort } });
  expect(before.impressoras.map((p) => p.name)).toEqual(expect.arrayContaining(['Caixa', 'Cozinha']));

  for (const id of SEED_PENDING) await request.post(`${sandboxUrl}/__sandbox/orders/${id}/status`, { data: { status: 'PD' } });
  await page.addInitScript((json) => window.localStorage.setItem('painel.printSettings', json), JSON.stringify(SETTINGS));

  // The first ticket reaches the agent and is printed; then the agent stops before the panel
  // reads the answer (as if the machine restarted it), so the panel must send the copy again.
  const answers: PrintAgentPrintResponse[] = [];
  let cut = false;
  let refused = 0;
  await page.route(`${agent.url}print`, async (route: Route) => {
    const response = await route.fetch().catch(() => null);
    // the panel's retries while the agent is stopped find nobody, as they would at a store
    if (!response) {
      refused += 1;
      return route.abort('connectionrefused');
    }
    if (!cut) {
      cut = true;
      await agent.stop();
      await route.abort('connectionreset');
      return;
    }
    answers.push((await response.json()) as PrintAgentPrintResponse);
    await route.fulfill({ response });
  });

  await signIn(page);
  const placed = await request.post(`${sandboxUrl}/__sandbox/orders`, {
    data: { storeId: 101, items: [{ nome: 'Pão de queijo recheado', valor_unitario: 18.5, quantidade: 2, id_cardapio_categoria: 11 }] },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;

  await expect.poll(() => caixa.tickets.length, { timeout: 20_000 }).toBe(1);
  const [ticket] = caixa.tickets;
  expect(compact(ticket!.text)).toContain(`PEDIDO#${order.hash_pedido}`);
  expect(isTicketOf(ticket!, order.id_pedido)).toBe(true);
  expect(ticket!.text).toContain('Pão de queijo recheado');
  expect(cut).toBe(true);
  await expect.poll(async () => (await fetch(agent.url).catch(() => null))?.status ?? 'parado').toBe('parado');
  // the panel keeps the ticket and tries again (1 s, 2 s...) while the agent is down
  await expect.poll(() => refused, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(page.getByRole('alert').filter({ hasText: 'impressão(ões) pendente(s)' })).toBeVisible();

  await agent.restart();
  const after = await agent.status();
  expect(after.instancia).toBe(before.instancia);
  expect(after.portas).toEqual(before.portas);

  // The panel's retry reaches the restarted agent, which answers without printing it again.
  await expect.poll(() => answers.length, { timeout: 30_000 }).toBeGreaterThan(0);
  expect(answers[0]).toMatchObject({ status: true, repetida: true, instancia: before.instancia, mensagem: 'Impressão já enviada para Caixa.' });
  await expect
    .poll(async () => {
      const response = await request.get(`${sandboxUrl}/__sandbox/orders?storeId=101`);
      const { orders } = (await response.json()) as { orders: Order[] };
      return orders.find((o) => o.id_pedido === order.id_pedido)?.status;
    }, { timeout: 15_000 })
    .toBe('PI');
  await page.waitForTimeout(1500);
  expect(caixa.tickets).toHaveLength(1);
  await expect(page.getByText(/impressão\(ões\) pendente\(s\)/)).toHaveCount(0);
  expect(readFileSync(`${agent.dataDir}/painel-print-agent.log`, 'utf8')).toContain('já impressa, nada enviado de novo');
});
