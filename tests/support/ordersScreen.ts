import { expect, type Page } from '@playwright/test';
import type { Order } from '../../src/shared/api';

/** Accepts, sends and delivers an order on /pedidos, as the orders screen's own test does. */
export async function deliverOnOrdersScreen(page: Page, order: Pick<Order, 'id_pedido' | 'hash_pedido'>): Promise<void> {
  await page.goto('/pedidos');
  await page.locator(`[data-order-id="${order.id_pedido}"]`).click();
  const card = page.getByRole('article', { name: `Pedido #${order.hash_pedido}` });
  for (const [button, label] of [
    ['Aceitar', 'ACEITO'],
    ['Enviar', 'ENVIADO'],
    ['Entregue', 'ENTREGUE'],
  ] as const) {
    await card.getByRole('button', { name: button, exact: true }).click();
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
}
