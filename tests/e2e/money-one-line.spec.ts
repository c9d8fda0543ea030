import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';

/**
 * 'R$' never wraps from its number (issue 45 item 11): at 1366×768 with the side menu open, the
 * amounts that wrapped between 'R$' and the number (Visão geral: 'entrega' and 'patrocinados' in
 * the cards' details; /painel: 'Vendas canceladas (produtos)' and 'Por conta da plataforma') are
 * each drawn on one line, read from the layout the browser made.
 */

test.use({ viewport: { width: 1366, height: 768 } });

/**
 * The amount right after `label` inside `container`, and the lines the browser drew it on: the
 * distinct tops of a Range over its characters (a Range over text broken across two lines has a
 * box on each line).
 */
async function amountLines(container: Locator, label: string): Promise<{ amount: string; lines: number }> {
  await expect(container).toContainText(label);
  return container.evaluate((root, after) => {
    const nodes: Text[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
    const text = nodes.map((n) => n.data).join('');
    const escaped = after.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const match = new RegExp(`${escaped}\\s*(-?R\\$\\s[\\d.]+,\\d{2})`).exec(text);
    if (!match) throw new Error(`sem valor depois de '${after}' em '${text}'`);
    const amount = match[1]!;
    const start = match.index + match[0].length - amount.length;
    const end = start + amount.length;
    // the Range's ends as (text node, offset)
    const at = (offset: number, isEnd: boolean): [Text, number] => {
      let seen = 0;
      for (const node of nodes) {
        const length = node.data.length;
        if (offset < seen + length || (isEnd && offset === seen + length)) return [node, offset - seen];
        seen += length;
      }
      throw new Error('fora do texto');
    };
    const range = document.createRange();
    range.setStart(...at(start, false));
    range.setEnd(...at(end, true));
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return { amount, lines: tops.size };
  }, label);
}

async function expectMenuOpen(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Recolher menu' })).toHaveAttribute('aria-expanded', 'true');
}

test("Visão geral e Painel de Controle: cada valor em uma linha só, 'R$' junto do número, com o menu aberto a 1366×768", async ({ page }) => {
  await signIn(page, undefined, '/financeiro/visao-geral');
  await expectMenuOpen(page);
  const cards = page.getByRole('list', { name: /^Resumo de / });
  for (const [card, label] of [
    ['Total pago pelos clientes', 'entrega'],
    ['Descontos', 'patrocinados'],
  ] as const) {
    const found = await amountLines(cards.getByRole('listitem', { name: card, exact: true }), label);
    expect.soft(found, `${card}: ${label} ${found.amount}`).toMatchObject({ lines: 1 });
  }

  await page.goto('/painel');
  await expectMenuOpen(page);
  for (const [group, label] of [
    ['Pedidos cancelados', 'Vendas canceladas (produtos):'],
    ['Cupons', 'Por conta da plataforma:'],
  ] as const) {
    const card = page.getByRole('group', { name: group });
    // the last 30 days take a while on a busy machine
    await expect(card).toContainText(/R\$\s\d/, { timeout: 60_000 });
    const found = await amountLines(card, label);
    expect.soft(found, `${group}: ${label} ${found.amount}`).toMatchObject({ lines: 1 });
  }
});
