import { randomUUID } from 'node:crypto';
import { CHAT_MESSAGE_MAX_LENGTH, type ChatConversation, type ChatMessage, type ChatOrderInfo } from '../../shared/api';
import type { SandboxContext } from '../context';

interface MessageRow {
  id: string;
  author: 'client' | 'merchant';
  text: string;
  created_at: number;
}

interface OrderChatRow {
  id: number;
  hash: string;
  store_id: number;
  chat_enabled: number;
  customer_id: number;
  customer_nome: string;
  store_nome: string;
}

function orderForChat(ctx: SandboxContext, orderId: number): OrderChatRow | undefined {
  return ctx.db.get<OrderChatRow>(
    `SELECT o.id, o.hash, o.store_id, o.chat_enabled, o.customer_id, c.nome AS customer_nome, s.nome AS store_nome
       FROM orders o JOIN customers c ON c.id = o.customer_id JOIN stores s ON s.id = o.store_id WHERE o.id = ?`,
    [orderId],
  );
}

function toMessage(row: MessageRow, order: OrderChatRow): ChatMessage {
  return {
    _id: row.id,
    text: row.text,
    createdAt: new Date(row.created_at).toISOString(),
    user:
      row.author === 'client'
        ? { _id: `client-${order.customer_id}`, name: order.customer_nome }
        : { _id: `merchant-${order.store_id}`, name: order.store_nome },
  };
}

export type ChatResult<T> = { ok: true; value: T } | { ok: false; mensagem: string };

/** The order as the chat service knows it; only the store's own orders with chat enabled. */
export function chatOrderInfo(ctx: SandboxContext, orderId: number, storeId: number): ChatResult<ChatOrderInfo> {
  const order = orderForChat(ctx, orderId);
  if (!order || order.store_id !== storeId) return { ok: false, mensagem: 'Pedido não encontrado.' };
  if (order.chat_enabled !== 1) return { ok: false, mensagem: 'O chat não está disponível para este pedido.' };
  return {
    ok: true,
    value: { id_pedido: order.id, hash_pedido: order.hash, client_name: order.customer_nome, establishment_id: order.store_id, chat_enabled: true },
  };
}

function conversationIdFor(ctx: SandboxContext, order: OrderChatRow): string {
  const existing = ctx.db.get<{ id: string }>('SELECT id FROM chat_conversations WHERE order_id = ?', [order.id]);
  if (existing) return existing.id;
  const id = randomUUID();
  ctx.db.run('INSERT INTO chat_conversations (id, order_id, store_id, created_at) VALUES (?, ?, ?, ?)', [id, order.id, order.store_id, ctx.clock.now()]);
  return id;
}

/** Opens (or reopens) the conversation of an order, with its messages oldest first. */
export function openConversation(ctx: SandboxContext, orderId: number, storeId: number): ChatResult<ChatConversation> {
  const info = chatOrderInfo(ctx, orderId, storeId);
  if (!info.ok) return info;
  const order = orderForChat(ctx, orderId) as OrderChatRow;
  const conversationId = conversationIdFor(ctx, order);
  const messages = ctx.db
    .all<MessageRow>('SELECT id, author, text, created_at FROM chat_messages WHERE conversation_id = ? ORDER BY created_at, rowid', [conversationId])
    .map((m) => toMessage(m, order));
  return {
    ok: true,
    value: { conversation_id: conversationId, messages, client_name: order.customer_nome, establishment_id: order.store_id, hash_pedido: order.hash },
  };
}

export function conversationStore(ctx: SandboxContext, conversationId: string): { storeId: number; orderId: number } | null {
  const row = ctx.db.get<{ store_id: number; order_id: number }>('SELECT store_id, order_id FROM chat_conversations WHERE id = ?', [conversationId]);
  return row ? { storeId: row.store_id, orderId: row.order_id } : null;
}

export interface PostedMessage {
  conversationId: string;
  orderId: number;
  storeId: number;
  message: ChatMessage;
}

function validText(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX_LENGTH ? trimmed : null;
}

/** Stores a message; a customer message opens the conversation if needed. */
export function postMessage(
  ctx: SandboxContext,
  author: 'client' | 'merchant',
  target: { orderId: number } | { conversationId: string },
  text: unknown,
): ChatResult<PostedMessage> {
  const body = validText(text);
  if (body === null) return { ok: false, mensagem: `A mensagem deve ter de 1 a ${CHAT_MESSAGE_MAX_LENGTH} caracteres.` };
  const orderId = 'orderId' in target ? target.orderId : conversationStore(ctx, target.conversationId)?.orderId;
  const order = orderId !== undefined ? orderForChat(ctx, orderId) : undefined;
  if (!order) return { ok: false, mensagem: 'Conversa não encontrada.' };
  if (order.chat_enabled !== 1) return { ok: false, mensagem: 'O chat não está disponível para este pedido.' };
  const conversationId = conversationIdFor(ctx, order);
  const row: MessageRow = { id: randomUUID(), author, text: body, created_at: ctx.clock.now() };
  ctx.db.run('INSERT INTO chat_messages (id, conversation_id, author, text, created_at) VALUES (?, ?, ?, ?, ?)', [
    row.id,
    conversationId,
    author,
    row.text,
    row.created_at,
  ]);
  return { ok: true, value: { conversationId, orderId: order.id, storeId: order.store_id, message: toMessage(row, order) } };
}

export function conversationMessages(ctx: SandboxContext, orderId: number): ChatMessage[] {
  const order = orderForChat(ctx, orderId);
  if (!order) return [];
  return ctx.db
    .all<MessageRow>(
      `SELECT m.id, m.author, m.text, m.created_at FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
        WHERE c.order_id = ? ORDER BY m.created_at, m.rowid`,
      [orderId],
    )
    .map((m) => toMessage(m, order));
}
