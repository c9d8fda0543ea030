import { dayClosing } from '../../reports/closing';
import type { ClosingTicketInput } from '../closing';
import { EXAMPLE_TIME_ZONE } from './exampleOrder';

/** A fixed day of Pizzaria Bella Napoli: the example of 'Fechamento do dia' (closing.test.ts). */
export const EXAMPLE_CLOSING: ClosingTicketInput = {
  storeName: 'Pizzaria Bella Napoli',
  closing: dayClosing('2026-11-22', [
    { status: 'PD', pagamento: 3, valor_pedido: 89.9, valor_taxa: 7, valor_desconto: 0 },
    { status: 'PD', pagamento: 5, valor_pedido: 1234.56, valor_taxa: 0, valor_desconto: 20 },
    { status: 'PD', pagamento: -1, valor_pedido: 62.5, valor_taxa: 5.5, valor_desconto: 0 },
    { status: 'PD', pagamento: -10, valor_pedido: 45, valor_taxa: 7, valor_desconto: 10 },
    { status: 'PD', pagamento: -2, valor_pedido: 38.9, valor_taxa: 0, valor_desconto: 0 },
    { status: 'PC', pagamento: -1, valor_pedido: 54, valor_taxa: 5.5, valor_desconto: 0 },
    { status: 'PE', pagamento: 3, valor_pedido: 71.8, valor_taxa: 7, valor_desconto: 0 },
  ]),
  printedAt: '2026-11-23T02:15:00.000Z',
  timeZone: EXAMPLE_TIME_ZONE,
};
