/**
 * The tickets' times under a computer set to another zone than the store's: the ticket's header,
 * its reprint stamp and its history (written by the platform in the store's zone) must read the
 * same clock. Each block sets the process's zone (TZ) first, as a counter PC set to UTC or to
 * Manaus would be.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../api/areas/orders';
import { buildCashierTicket } from './caixa';
import { EXAMPLE_ORDER, EXAMPLE_SETTINGS } from './examples/exampleOrder';
import { buildProductionTickets } from './producao';
import { renderText } from './render/text';

/** 22:32 UTC: 19:32 in São Paulo, 18:32 in Manaus. */
const ORDER: Order = {
  ...EXAMPLE_ORDER,
  data_criacao: '2026-11-22T22:32:00.000Z',
  pedidoObj: {
    ...EXAMPLE_ORDER.pedidoObj,
    data_criacao: '2026-11-22T22:32:00.000Z',
    andamentos: [{ label: 'Pedido realizado', value: '22/11/2026 19:32' }],
  },
};

const compact = (text: string) => text.replace(/\s+/g, ' ');

const originalZone = process.env.TZ;

for (const machineZone of ['UTC', 'America/Manaus']) {
  describe(`on a computer set to ${machineZone}`, () => {
    beforeAll(() => {
      process.env.TZ = machineZone;
    });
    afterAll(() => {
      // assigning undefined would set the text 'undefined'
      if (originalZone === undefined) delete process.env.TZ;
      else process.env.TZ = originalZone;
    });

    it("a São Paulo store's ticket reads 19:32 in its header and in its history (the store did not say its zone)", () => {
      expect(new Date(ORDER.data_criacao).getHours()).not.toBe(19); // the computer's clock is another one
      const text = compact(renderText(buildCashierTicket(ORDER, { ...EXAMPLE_SETTINGS, impressaoLayout: 1 })));
      // the header's date and the history's line, and no other clock
      expect([...text.matchAll(/\d{2}\/\d{2}\/\d{4} (\d{2}:\d{2})/g)].map((m) => m[1])).toEqual(['19:32', '19:32']);
      expect(text).toMatch(/Pedido realizado \.* ?22\/11\/2026 19:32/);
    });

    it("a Manaus store's ticket reads Manaus's clock, production tickets and the reprint stamp too", () => {
      const options = { timeZone: 'America/Manaus', reprint: true, printedAt: '2026-11-22T23:05:00.000Z' };
      const cashier = compact(renderText(buildCashierTicket(ORDER, EXAMPLE_SETTINGS, options)));
      expect(cashier).toContain('22/11/2026 18:32');
      expect(cashier).toContain('Reimpresso em 22/11/2026 19:05');
      const production = buildProductionTickets(ORDER, EXAMPLE_SETTINGS, options).map((p) => compact(renderText(p.ticket)));
      expect(production.length).toBeGreaterThan(0);
      for (const ticket of production) expect(ticket).toContain('22/11/2026 18:32');
    });
  });
}
