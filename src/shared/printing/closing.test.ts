/**
 * 'Fechamento do dia' as committed in examples/fechamento-dia-*.txt (regenerate after an intended
 * change with `npx vitest run src/shared/printing/closing.test.ts -u`), and on paper: ESC/POS in
 * the printer's code page, accents included.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_SETTINGS } from '../api/areas/printing';
import { buildClosingTicket } from './closing';
import { EXAMPLE_CLOSING } from './examples/exampleClosing';
import { EXAMPLE_SETTINGS } from './examples/exampleOrder';
import { renderEscPos } from './render/escpos';
import { renderText } from './render/text';

const at80 = { ...EXAMPLE_SETTINGS, larguraMaximaPagina: '7,0' as const };
const at58 = { ...EXAMPLE_SETTINGS, larguraMaximaPagina: '4,8' as const };

describe("'Fechamento do dia' ticket", () => {
  it('prints fechamento-dia-80mm.txt as committed', async () => {
    await expect(renderText(buildClosingTicket(EXAMPLE_CLOSING, at80))).toMatchFileSnapshot('./examples/fechamento-dia-80mm.txt');
  });

  it('prints fechamento-dia-58mm.txt as committed', async () => {
    await expect(renderText(buildClosingTicket(EXAMPLE_CLOSING, at58))).toMatchFileSnapshot('./examples/fechamento-dia-58mm.txt');
  });

  it('keeps every line within the paper and shows each figure of the closing', () => {
    for (const [settings, width] of [
      [at80, 48],
      [at58, 32],
    ] as const) {
      const lines = renderText(buildClosingTicket(EXAMPLE_CLOSING, settings)).split('\n');
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(width);
      const paper = lines.join('\n');
      expect(paper).toContain('Pizzaria Bella Napoli');
      expect(paper).toContain('22/11/2026');
      expect(paper).toMatch(/Cartão \.+ R\$ 1\.331,46/);
      expect(paper).toMatch(/Dinheiro \.+ R\$ 68,00/);
      expect(paper).toMatch(/Pagamento online \.+ R\$ 90,90/);
      expect(paper).toMatch(/Cancelamentos \(1\) \.+ R\$ 54,00/);
      expect(paper).toMatch(/\(-\) Descontos \.+ R\$ 30,00/);
      expect(paper).toMatch(/Impresso em 22\/11\/2026 23:15/);
    }
  });

  it('is Total Geral = effective orders + delivery fees - discounts', () => {
    const { closing } = EXAMPLE_CLOSING;
    expect(closing.effectiveOrders).toBe(1470.86);
    expect(closing.deliveryFee).toBe(19.5);
    expect(closing.discounts).toBe(30);
    expect(closing.totalGeral).toBe(1460.36);
    expect(renderText(buildClosingTicket(EXAMPLE_CLOSING, at80))).toMatch(/TOTAL GERAL \.+ R\$ 1\.460,36/);
  });

  it('writes the accents in the code page of the printer', () => {
    const bytes = renderEscPos(buildClosingTicket(EXAMPLE_CLOSING, DEFAULT_PRINT_SETTINGS), { codePage: 'cp850' });
    // 'ã' of 'Cartão' is 0xC6 in CP850
    const cartao = [0x43, 0x61, 0x72, 0x74, 0xc6, 0x6f];
    expect(indexOf(bytes, cartao)).toBeGreaterThan(-1);
  });
});

function indexOf(haystack: Uint8Array, needle: number[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
