import { describe, expect, it } from 'vitest';
import type { ExternalDeliveryStatus, OrderStatus } from '../api/areas/orders';
import { orderActions, sectionOf, statusLabel, type OrderFacts, type OrderSection } from './statusRules';

interface Facts {
  pickup?: boolean;
  external?: ExternalDeliveryStatus | null;
  courier?: boolean;
  chat?: boolean;
}

function order(status: OrderStatus, f: Facts = {}): OrderFacts {
  return {
    status,
    externalDeliveryStatus: f.external ?? null,
    canUseExternalDelivery: f.courier ?? false,
    chat_enabled: f.chat ?? false,
    pedidoObj: { retirada_local: f.pickup ?? false },
  };
}

/** 'Label' enabled, '~Label' disabled. */
const shown = (o: OrderFacts) => orderActions(o).map((a) => (a.disabled ? `~${a.label}` : a.label));

// Spec 01 §4, "Order statuses and buttons", one row per line of the table and per rule below it.
const BUTTONS: Array<[string, OrderStatus, Facts, string[]]> = [
  ['PP: Aceitar, Cancelar, Imprimir', 'PP', { chat: true, courier: true }, ['Aceitar', 'Cancelar', 'Imprimir']],
  [
    'PA delivery: Enviar, Entregue, Cancelar, couriers, chat, print',
    'PA',
    { chat: true, courier: true },
    ['Enviar', 'Entregue', 'Cancelar', 'Solicitar Motoboy', 'Vincular Motoboy', 'Abrir chat', 'Imprimir'],
  ],
  [
    'PA pickup: Pronto para retirada, no courier buttons',
    'PA',
    { pickup: true, chat: true, courier: true },
    ['Pronto para retirada', 'Entregue', 'Cancelar', 'Abrir chat', 'Imprimir'],
  ],
  ['PA without chat nor couriers', 'PA', {}, ['Enviar', 'Entregue', 'Cancelar', 'Imprimir']],
  [
    'PI: as PA',
    'PI',
    { chat: true, courier: true },
    ['Enviar', 'Entregue', 'Cancelar', 'Solicitar Motoboy', 'Vincular Motoboy', 'Abrir chat', 'Imprimir'],
  ],
  ['PI pickup', 'PI', { pickup: true }, ['Pronto para retirada', 'Entregue', 'Cancelar', 'Imprimir']],
  ['PL: Enviar, Entregue, Cancelar', 'PL', { chat: true, courier: true }, ['Enviar', 'Entregue', 'Cancelar']],
  ['LE: Enviar, Entregue, Cancelar', 'LE', {}, ['Enviar', 'Entregue', 'Cancelar']],
  [
    'PL while SEARCHING_DELIVERY: locked, external request can be cancelled',
    'PL',
    { courier: true, external: 'SEARCHING_DELIVERY' },
    ['~Enviar', '~Entregue', '~Cancelar', 'Cancelar solicitação de motoboy'],
  ],
  [
    'LE while WAITING_COLLECT: locked',
    'LE',
    { courier: true, external: 'WAITING_COLLECT' },
    ['~Enviar', '~Entregue', '~Cancelar'],
  ],
  ['PE: Entregue, Cancelar, chat, print', 'PE', { chat: true, courier: true }, ['Entregue', 'Cancelar', 'Abrir chat', 'Imprimir']],
  ['PICKUP_READY: Entregue, Cancelar, print', 'PICKUP_READY', { pickup: true }, ['Entregue', 'Cancelar', 'Imprimir']],
  [
    'PE while WAITING_COLLECT: Entregue and Cancelar disabled',
    'PE',
    { external: 'WAITING_COLLECT', chat: true },
    ['~Entregue', '~Cancelar', 'Abrir chat', 'Imprimir'],
  ],
  ['PD: Cancelar disabled, chat and print', 'PD', { chat: true, courier: true }, ['~Cancelar', 'Abrir chat', 'Imprimir']],
  ['PC: print only', 'PC', { chat: true, courier: true }, ['Imprimir']],
  ['LG: no buttons', 'LG', { chat: true }, []],
  ['LI: no buttons', 'LI', { chat: true }, []],
  [
    'PA while SEARCHING_DELIVERY: locked, no second request, request can be cancelled',
    'PA',
    { courier: true, external: 'SEARCHING_DELIVERY' },
    ['~Enviar', '~Entregue', '~Cancelar', 'Cancelar solicitação de motoboy', 'Imprimir'],
  ],
  [
    'PA while WAITING_COLLECT: locked',
    'PA',
    { courier: true, external: 'WAITING_COLLECT' },
    ['~Enviar', '~Entregue', '~Cancelar', 'Imprimir'],
  ],
  [
    'PA with the courier already carrying it: not locked, no second request',
    'PA',
    { courier: true, external: 'WITH_DELIVERY' },
    ['Enviar', 'Entregue', 'Cancelar', 'Imprimir'],
  ],
  [
    'PA after a cancelled courier request: can request again',
    'PA',
    { courier: true, external: 'CANCELED' },
    ['Enviar', 'Entregue', 'Cancelar', 'Solicitar Motoboy', 'Vincular Motoboy', 'Imprimir'],
  ],
  [
    'PA with the delivery finished: no second request',
    'PA',
    { courier: true, external: 'FINISHED' },
    ['Enviar', 'Entregue', 'Cancelar', 'Imprimir'],
  ],
];

describe('orderActions (spec 01 §4 status table)', () => {
  it.each(BUTTONS)('%s', (_name, status, facts, expected) => {
    expect(shown(order(status, facts))).toEqual(expected);
  });

  it('status-changing buttons carry the status they ask for', () => {
    const targets = (o: OrderFacts) => Object.fromEntries(orderActions(o).map((a) => [a.label, a.target ?? null]));
    expect(targets(order('PP'))).toMatchObject({ Aceitar: 'PA', Cancelar: 'PC', Imprimir: null });
    expect(targets(order('PA'))).toMatchObject({ Enviar: 'PE', Entregue: 'PD' });
    expect(targets(order('PA', { pickup: true }))).toMatchObject({ 'Pronto para retirada': 'PICKUP_READY' });
  });
});

const LABELS: Array<[OrderStatus, Facts, string]> = [
  ['PE', {}, 'ENVIADO'],
  ['PE', { pickup: true }, 'PRONTO PARA RETIRADA'],
  ['PICKUP_READY', { pickup: true }, 'PRONTO PARA RETIRADA'],
  ['PA', { external: 'SEARCHING_DELIVERY' }, 'BUSCANDO MOTOBOY'],
  ['PE', { external: 'WAITING_COLLECT' }, 'MOTOBOY A CAMINHO'],
  ['PP', {}, 'PENDENTE'],
  ['PA', {}, 'ACEITO'],
  ['PA', { external: 'WITH_DELIVERY' }, 'ACEITO'],
  ['PD', {}, 'ENTREGUE'],
  ['PC', { external: 'SEARCHING_DELIVERY' }, 'CANCELADO'],
];

describe('statusLabel', () => {
  it.each(LABELS)('%s %o -> %s', (status, facts, label) => {
    expect(statusLabel(order(status, facts))).toBe(label);
  });
});

const SECTIONS: Array<[OrderStatus, OrderSection]> = [
  ['PP', 'pending'],
  ['PA', 'accepted'],
  ['PI', 'accepted'],
  ['PL', 'accepted'],
  ['LE', 'accepted'],
  ['LG', 'accepted'],
  ['LI', 'accepted'],
  ['PE', 'sent'],
  ['PICKUP_READY', 'sent'],
  ['PD', 'delivered'],
  ['PC', 'cancelled'],
];

describe('sectionOf (the five sections of the orders list)', () => {
  it.each(SECTIONS)('%s goes to %s', (status, section) => {
    expect(sectionOf(status)).toBe(section);
  });
});
