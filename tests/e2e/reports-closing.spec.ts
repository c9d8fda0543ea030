import type { Order } from '../../src/shared/api';
import { DEFAULT_PRINT_SETTINGS, type PrintSettings } from '../../src/shared/api/areas/printing';
import { formatBRL } from '../../src/shared/format';
import { isoDate } from '../../src/sandbox/format';
import { expect, test, signIn, DEMO_USERS } from './fixtures';

/**
 * 'Fechamento do dia' from Relatório Geral: the day's closing through the print queue and the
 * print agent to the virtual cashier printer, decoded from ESC/POS in its code page (CP850), at
 * 80 and 58 mm.
 */
test.use({ printStationEnabled: true });

const today = () => isoDate(Date.now());
const cents = (reais: number) => Math.round(reais * 100);
const sum = (values: number[]) => values.reduce((s, v) => s + cents(v), 0) / 100;
/** The orders created today (the live list holds every one of them: it keeps 30 hours). */
const ofToday = (orders: Order[]) => orders.filter((o) => isoDate(Date.parse(o.data_criacao)) === today());
const delivered = (orders: Order[]) => ofToday(orders).filter((o) => o.status === 'PD');
/** The printed money, spaces as one plain space. */
const money = (reais: number) => formatBRL(reais).replace(/\s/g, ' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('Fechamento do dia', () => {
  const SETTINGS: PrintSettings = { ...DEFAULT_PRINT_SETTINGS, impressora: 'Caixa', impressorasCaixa: ['Caixa'], metodoImpressao: 'local', sincronizado: true };

  for (const [width, columns] of [
    ['7,0', 48],
    ['4,8', 32],
  ] as const) {
    test(`sai na impressora do caixa com os acentos, em ${columns === 48 ? 80 : 58} mm`, async ({ page, printers, sandbox }) => {
      await page.addInitScript((json) => window.localStorage.setItem('painel.printSettings', json), JSON.stringify({ ...SETTINGS, larguraMaximaPagina: width }));
      const placed = await sandbox.placeOrder({ storeId: 101, forma_pagamento: 'Dinheiro' });
      await sandbox.setOrderStatus(placed.id_pedido, 'PD');
      // refused by the store: a cancellation of the day
      const refused = await sandbox.placeOrder({ storeId: 101, forma_pagamento: 'Dinheiro' });
      await sandbox.setOrderStatus(refused.id_pedido, 'PC');
      const all = ofToday(await sandbox.listOrders(101));
      const done = delivered(all);
      const cancelled = all.filter((o) => o.status === 'PC');
      await signIn(page, DEMO_USERS.pizzaria, '/relatorio');
      const sent = page.getByText('Fechamento do dia enviado para impressão em Caixa.').waitFor();
      await page.getByRole('button', { name: 'Fechamento do dia' }).click();
      await sent;
      await expect.poll(() => printers.caixa.tickets.length, { timeout: 20_000 }).toBe(1);
      const paper = printers.caixa.tickets[0]!.text;
      expect(paper.replace(/\s+/g, '')).toContain('FECHAMENTODODIA');
      // the layout's titles reach the paper as the layout made them, bold and in double height, in the browser too
      const printed = printers.caixa.tickets[0]!.lines;
      expect(printed.find((l) => l.text.trim() === 'FECHAMENTO DO DIA')).toMatchObject({ bold: true, size: 'tall', align: 'center' });
      expect(printed.find((l) => l.text.trim().startsWith('TOTAL GERAL'))).toMatchObject({ bold: true, size: 'tall' });
      expect(printed.find((l) => l.text.trim() === 'VENDAS POR FORMA DE PAGAMENTO')).toMatchObject({ bold: true });
      expect(paper).toContain('Pizzaria Bella Napoli');
      expect(paper).toContain(today().split('-').reverse().join('/'));
      expect(paper).toMatch(/Cartão \.+ R\$/);
      expect(paper).toMatch(/Dinheiro \.+ R\$/);
      expect(paper).toContain(`Entregues (${done.length})`);
      expect(paper.replace(/\s+/g, ' ')).toContain(`TOTAL GERAL`);
      expect(paper).toContain(money(sum(done.map((o) => o.valor_total))));
      // the day's orders, cancellations, fees and discounts, each on its line
      const lines = paper.replace(/[^\S\n]+/g, ' ');
      const expectLine = (label: string, value: string, fill = '\\.+ ') =>
        expect(lines).toMatch(new RegExp(`^ ?${escape(label)} ${fill}${escape(value)} ?$`, 'm'));
      expectLine('Pedidos no dia', String(all.length), '');
      expect(cancelled.length).toBeGreaterThan(0);
      expectLine(`Cancelamentos (${cancelled.length})`, money(sum(cancelled.map((o) => o.pedidoObj.subtotal))));
      expectLine('(+) Taxas de entrega', money(sum(done.map((o) => o.pedidoObj.taxa_entrega))));
      expectLine('(-) Descontos', money(sum(done.map((o) => o.pedidoObj.desconto))));
      // every line within the paper's columns; a centred line (ESC a) is centred by the printer on
      // its own width (the virtual printer is an 80 mm one), so its text is what must fit
      for (const line of printed) expect((line.align === 'left' ? line.text.trimEnd() : line.text.trim()).length).toBeLessThanOrEqual(columns);
    });
  }
});
