import type { CoverageArea, ExternalDeliveryHistoryEntry, ExternalDeliveryStatus } from '../../shared/api';
import { EXTERNAL_PROVIDERS, isExternalDeliveryActive, isLinkCode, ORDER_CANCELED_MESSAGE } from '../../shared/couriers';
import type { SandboxContext } from '../context';
import { findOrder, forceOrderStatus, touchOrder } from './orders';
import { COURIERS } from '../seed/data';
import { toReais } from '../../shared/format';

interface DeliveryRow {
  id: number;
  order_id: number;
  store_id: number;
  status: ExternalDeliveryStatus;
  courier_name: string | null;
  vehicle_model: string | null;
  vehicle_plate: string | null;
  updated_at: number;
}

const NEXT: Partial<Record<ExternalDeliveryStatus, ExternalDeliveryStatus>> = {
  SEARCHING_DELIVERY: 'WAITING_COLLECT',
  WAITING_COLLECT: 'WITH_DELIVERY',
  WITH_DELIVERY: 'FINISHED',
};

/**
 * The courier provider's areas for the store. An area the store's neighbourhoods belong to is
 * offered only while one of them is served and active (Locais de Atendimento); an area none of them
 * belongs to keeps the provider's own flag.
 */
export function coverageAreas(ctx: SandboxContext, storeId: number): CoverageArea[] {
  return ctx.db
    .all<{ provider_area_id: number | null; nome: string | null; cidade: string | null; enabled: number; price_cents: number; served: number | null }>(
      `SELECT a.*, (SELECT MAX(n.ativo) FROM store_neighbourhoods n WHERE n.store_id = a.store_id AND n.external_area_id = a.provider_area_id) AS served
         FROM courier_areas a WHERE a.store_id = ? ORDER BY a.id`,
      [storeId],
    )
    .map((a) => ({
      coverageAreaID: a.provider_area_id,
      enabled: a.enabled === 1 && a.served !== 0,
      // reais, like the other money of the delivery service
      price: toReais(a.price_cents),
      coverageArea: a.nome ? { name: a.nome, city: { name: a.cidade ?? '' } } : null,
    }));
}

/** The courier provider's area of one of the store's neighbourhoods ('' when it has none). */
export function neighbourhoodArea(ctx: SandboxContext, storeId: number, neighbourhoodId: number): string | null {
  const row = ctx.db.get<{ external_area_id: number | null }>('SELECT external_area_id FROM store_neighbourhoods WHERE id = ? AND store_id = ?', [
    neighbourhoodId,
    storeId,
  ]);
  if (!row) return null;
  return row.external_area_id === null ? '' : String(row.external_area_id);
}

export interface DeliveryRequest {
  id_pedido: number;
  coverage_area_id: number;
  name: string;
  external_provider: string;
  code?: string;
}

export type DeliveryRequestResult = { status: true; message: string; id: number } | { status: false; message: string };

export function requestDelivery(ctx: SandboxContext, storeId: number, r: DeliveryRequest): DeliveryRequestResult {
  const order = findOrder(ctx, r.id_pedido, storeId);
  if (!order) return { status: false, message: 'Pedido não encontrado.' };
  if (order.pedidoObj.retirada_local) return { status: false, message: 'Pedidos para retirada no local não usam entregador.' };
  if (!order.canUseExternalDelivery) return { status: false, message: 'Este pedido não permite solicitar entregador.' };
  if (order.pedidoObj.endereco_lat === null || order.pedidoObj.endereco_lng === null) {
    return {
      status: false,
      message: 'Erro ao solicitar entrega externa! O endereço do pedido não está padronizado (sem coordenadas): ajuste o endereço no mapa.',
    };
  }
  if (order.status === 'PP') return { status: false, message: 'Aceite o pedido antes de solicitar um entregador.' };
  if (order.status === 'PD' || order.status === 'PC') return { status: false, message: 'Este pedido já foi finalizado.' };
  if (isExternalDeliveryActive(order.externalDeliveryStatus)) {
    return { status: false, message: 'Já existe uma solicitação de entregador para este pedido.' };
  }
  const area = ctx.db.get<{ id: number }>('SELECT id FROM courier_areas WHERE store_id = ? AND provider_area_id = ? AND enabled = 1', [
    storeId,
    r.coverage_area_id,
  ]);
  if (!area) return { status: false, message: 'Área de cobertura indisponível para entregas.' };
  const provider = r.external_provider.trim();
  if (provider !== EXTERNAL_PROVIDERS.request && provider !== EXTERNAL_PROVIDERS.link) {
    return { status: false, message: `Parceiro de entregas desconhecido: ${provider || '(vazio)'}.` };
  }
  // Vincular Motoboy: the store's own courier links himself with the code; a platform request has none.
  const code = provider === EXTERNAL_PROVIDERS.link ? (r.code ?? '') : null;
  if (code !== null && !isLinkCode(code)) return { status: false, message: 'Código de vínculo inválido.' };
  const now = ctx.clock.now();
  const id = ctx.db.transaction(() => {
    const { lastId } = ctx.db.run(
      `INSERT INTO deliveries (order_id, store_id, courier_area_id, provider, requested_by, code, status, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'SEARCHING_DELIVERY', ?, ?)`,
      [order.id_pedido, storeId, area.id, provider, r.name, code, now, now],
    );
    ctx.db.run("INSERT INTO delivery_history (delivery_id, status, created_at) VALUES (?, 'SEARCHING_DELIVERY', ?)", [lastId, now]);
    touchOrder(ctx, order.id_pedido);
    return lastId;
  });
  return { status: true, message: 'Solicitação de entregador enviada.', id };
}

function deliveryRow(ctx: SandboxContext, deliveryId: number): DeliveryRow | undefined {
  return ctx.db.get<DeliveryRow>('SELECT * FROM deliveries WHERE id = ?', [deliveryId]);
}

function setDeliveryStatus(ctx: SandboxContext, d: DeliveryRow, status: ExternalDeliveryStatus, courier?: (typeof COURIERS)[number]): void {
  const now = ctx.clock.now();
  ctx.db.run(
    `UPDATE deliveries SET status = ?, updated_at = ?, courier_name = COALESCE(?, courier_name),
       vehicle_model = COALESCE(?, vehicle_model), vehicle_plate = COALESCE(?, vehicle_plate) WHERE id = ?`,
    [status, now, courier?.name, courier?.model, courier?.plate, d.id],
  );
  ctx.db.run('INSERT INTO delivery_history (delivery_id, status, created_at) VALUES (?, ?, ?)', [d.id, status, now]);
}

/** Only while the platform is still searching for a courier. */
export function cancelDelivery(ctx: SandboxContext, storeId: number, deliveryId: number): { message: string } {
  const d = deliveryRow(ctx, deliveryId);
  if (!d || d.store_id !== storeId) return { message: 'DELIVERY_NOT_FOUND' };
  if (d.status !== 'SEARCHING_DELIVERY') return { message: 'DELIVERY_NOT_CANCELABLE' };
  ctx.db.transaction(() => {
    setDeliveryStatus(ctx, d, 'CANCELED');
    touchOrder(ctx, d.order_id);
  });
  return { message: ORDER_CANCELED_MESSAGE };
}

export type AdvanceResult = { ok: true; id: number; status: ExternalDeliveryStatus } | { ok: false; mensagem: string };

/**
 * The courier's next step: found (WAITING_COLLECT, with name and vehicle), picked up
 * (WITH_DELIVERY: the order is sent) and delivered (FINISHED: the order is delivered).
 */
export function advanceDelivery(ctx: SandboxContext, deliveryId: number): AdvanceResult {
  const d = deliveryRow(ctx, deliveryId);
  if (!d) return { ok: false, mensagem: 'Entrega não encontrada.' };
  const next = NEXT[d.status];
  if (!next) return { ok: false, mensagem: `A entrega já está encerrada (${d.status}).` };
  const order = findOrder(ctx, d.order_id);
  ctx.db.transaction(() => {
    if (order?.status === 'PC') {
      setDeliveryStatus(ctx, d, 'CANCELED');
      touchOrder(ctx, d.order_id);
      return;
    }
    const courier = next === 'WAITING_COLLECT' ? COURIERS[ctx.random.int(0, COURIERS.length - 1)] : undefined;
    setDeliveryStatus(ctx, d, next, courier);
    if (next === 'WITH_DELIVERY' && order && !['PE', 'PD'].includes(order.status)) {
      forceOrderStatus(ctx, d.order_id, 'PE', `retirado por ${d.courier_name ?? 'entregador parceiro'}`);
    } else if (next === 'FINISHED' && order && order.status !== 'PD') {
      forceOrderStatus(ctx, d.order_id, 'PD', 'entregue pelo entregador parceiro');
    } else {
      touchOrder(ctx, d.order_id);
    }
  });
  const after = deliveryRow(ctx, deliveryId);
  return { ok: true, id: deliveryId, status: after?.status ?? next };
}

/** Active deliveries whose last step is at least stepMs old (the courier dispatcher moves them). */
export function dueDeliveries(ctx: SandboxContext, stepMs: number): number[] {
  return ctx.db
    .all<{ id: number }>(
      "SELECT id FROM deliveries WHERE status IN ('SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY') AND updated_at <= ? ORDER BY id",
      [ctx.clock.now() - stepMs],
    )
    .map((r) => r.id);
}

export function deliveryHistory(ctx: SandboxContext, storeId: number, orderId: number): ExternalDeliveryHistoryEntry[] | null {
  if (!findOrder(ctx, orderId, storeId)) return null;
  return ctx.db
    .all<{ status: ExternalDeliveryStatus; created_at: number; courier_name: string | null; vehicle_model: string | null; vehicle_plate: string | null }>(
      `SELECT h.status, h.created_at, d.courier_name, d.vehicle_model, d.vehicle_plate
         FROM delivery_history h JOIN deliveries d ON d.id = h.delivery_id
        WHERE d.order_id = ? ORDER BY h.created_at, h.id`,
      [orderId],
    )
    .map((h) => ({
      date: new Date(h.created_at).toISOString(),
      status: h.status,
      meta_data:
        h.courier_name && h.status !== 'SEARCHING_DELIVERY' && h.status !== 'CANCELED'
          ? { deliveryMan: { name: h.courier_name, vehicle: { model: h.vehicle_model ?? '', plate: h.vehicle_plate ?? '' } } }
          : {},
    }));
}

export interface DeliverySummary {
  id: number;
  id_pedido: number;
  status: ExternalDeliveryStatus;
  entregador: string | null;
}

export function activeDeliveries(ctx: SandboxContext): DeliverySummary[] {
  return ctx.db
    .all<{ id: number; order_id: number; status: ExternalDeliveryStatus; courier_name: string | null }>(
      "SELECT id, order_id, status, courier_name FROM deliveries WHERE status IN ('SEARCHING_DELIVERY', 'WAITING_COLLECT', 'WITH_DELIVERY') ORDER BY id",
    )
    .map((d) => ({ id: d.id, id_pedido: d.order_id, status: d.status, entregador: d.courier_name }));
}
