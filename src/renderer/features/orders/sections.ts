import type { OrderSection } from '../../../shared/orders/statusRules';
import { MESSAGES } from '../../ui/messages';

/** Titles and empty messages of the five sections of the orders list (spec 01 §2). */
export const SECTION_TEXT: Record<OrderSection, { title: string; empty: string }> = {
  pending: { title: 'Pendente', empty: MESSAGES.ordersEmptyPending },
  accepted: { title: 'Aceito/Produção', empty: MESSAGES.ordersEmptyAccepted },
  sent: { title: 'Enviado(s)/Pronto para retirada', empty: MESSAGES.ordersEmptySent },
  delivered: { title: 'Entregues', empty: MESSAGES.ordersEmptyDelivered },
  cancelled: { title: 'Cancelados', empty: MESSAGES.ordersEmptyCancelled },
};
