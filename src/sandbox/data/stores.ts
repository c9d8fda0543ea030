import { OPENING_DAY_KEYS, type CloudPrintSettings, type Fechado, type OpeningDay, type PaymentMethod, type StoreDetail } from '../../shared/api';
import { storeTimeZone } from '../../shared/time';
import type { SandboxContext } from '../context';
import type { SandboxDb } from '../db';
import { markRegistrationActivated, onlinePaymentRefusal } from './onlinePayment';
import { meansYes } from '../../shared/booleanText';

interface StoreRow {
  id: number;
  company: string;
  nome: string;
  logotipo: string;
  fechado: Fechado;
  pedeai_id: number | null;
  upload_em_massa: number;
  loja_bloqueada: number;
  texto_bloqueada: string;
  entrega_minimo: number;
  entrega_maximo: number;
  aviso: number;
  accepts_online: number;
  auto_abrir: number;
  auto_fechar: number;
  fuso_horario: string;
}

export type Outcome = { ok: true; mensagem: string } | { ok: false; mensagem: string };

/** The store's time zone (its fuso_horario): the days of its reports and payments are its own. */
export function storeZone(db: SandboxDb, storeId: number): string {
  return storeTimeZone(db.get<{ fuso_horario: string }>('SELECT fuso_horario FROM stores WHERE id = ?', [storeId])?.fuso_horario);
}

function storeRow(ctx: SandboxContext, storeId: number): StoreRow | undefined {
  return ctx.db.get<StoreRow>('SELECT * FROM stores WHERE id = ?', [storeId]);
}

export function storeDetail(ctx: SandboxContext, storeId: number): StoreDetail | null {
  const s = storeRow(ctx, storeId);
  if (!s) return null;
  return {
    id_estabelecimento: s.id,
    nome: s.nome,
    logotipo: s.logotipo ? new URL(s.logotipo, `${ctx.publicUrl()}/`).toString() : '',
    fechado: s.fechado,
    pedeai_id: s.pedeai_id,
    upload_em_massa: s.upload_em_massa === 1,
    loja_bloqueada: s.loja_bloqueada === 1,
    texto_bloqueada: s.texto_bloqueada,
    entrega_minimo: s.entrega_minimo,
    entrega_maximo: s.entrega_maximo,
    aviso: s.aviso === 1,
    fuso_horario: s.fuso_horario,
  };
}

/** Opens or closes the store and tells its panels ('loja'). A suspended store cannot change. */
export function setStoreClosed(ctx: SandboxContext, storeId: number, fechado: Fechado): Outcome {
  const s = storeRow(ctx, storeId);
  if (!s) return { ok: false, mensagem: 'Estabelecimento não encontrado.' };
  if (s.loja_bloqueada === 1) {
    return { ok: false, mensagem: 'Sua loja está suspensa e não pode ser aberta ou fechada. Entre em contato com o suporte.' };
  }
  ctx.db.run('UPDATE stores SET fechado = ? WHERE id = ?', [fechado, storeId]);
  ctx.events.toStore(storeId, 'loja', { fechado });
  return { ok: true, mensagem: fechado === 'N' ? 'Loja aberta com sucesso!' : 'Loja fechada com sucesso!' };
}

export function setDeliveryEstimate(ctx: SandboxContext, storeId: number, minimo: number, maximo: number): Outcome {
  if (!Number.isInteger(minimo) || !Number.isInteger(maximo) || minimo <= 0 || maximo <= 0) {
    return { ok: false, mensagem: 'Informe a previsão de entrega em minutos.' };
  }
  if (minimo >= maximo) return { ok: false, mensagem: 'O tempo mínimo deve ser menor que o máximo.' };
  if (maximo > 240) return { ok: false, mensagem: 'A previsão de entrega não pode passar de 240 minutos.' };
  ctx.db.run('UPDATE stores SET entrega_minimo = ?, entrega_maximo = ? WHERE id = ?', [minimo, maximo, storeId]);
  return { ok: true, mensagem: `Previsão de entrega alterada para ${minimo}-${maximo} minutos.` };
}

/** "Do not show again" on the online-payment notice. */
export function dismissNotice(ctx: SandboxContext, storeId: number): Outcome {
  ctx.db.run('UPDATE stores SET aviso = 0 WHERE id = ?', [storeId]);
  return { ok: true, mensagem: 'Aviso desativado.' };
}

export function acceptsOnlinePayment(ctx: SandboxContext, storeId: number): boolean {
  return storeRow(ctx, storeId)?.accepts_online === 1;
}

/**
 * Turns online-payment acceptance on or off (pagamentoonline/setAcceptanceStatus, mudarStatus). A
 * suspended store cannot start accepting, nor one whose registration is not enabled or that has no
 * active receiving account (onlinePaymentRefusal); `accepts` is always the value that holds afterwards.
 */
export function setOnlinePaymentAcceptance(
  ctx: SandboxContext,
  storeId: number,
  accepts: boolean,
): { ok: boolean; accepts: boolean; mensagem: string } {
  const s = storeRow(ctx, storeId);
  if (!s) return { ok: false, accepts: false, mensagem: 'Estabelecimento não encontrado.' };
  if (accepts && s.loja_bloqueada === 1) {
    return {
      ok: false,
      accepts: s.accepts_online === 1,
      mensagem: 'Sua loja está suspensa e não pode ativar o Pagamento Online. Regularize a situação com o suporte.',
    };
  }
  const refusal = accepts ? onlinePaymentRefusal(ctx, storeId) : null;
  if (refusal) return { ok: false, accepts: s.accepts_online === 1, mensagem: refusal };
  ctx.db.run('UPDATE stores SET accepts_online = ? WHERE id = ?', [accepts, storeId]);
  if (accepts) markRegistrationActivated(ctx, storeId);
  return { ok: true, accepts, mensagem: accepts ? 'Pagamento Online ativado.' : 'Pagamento Online desativado.' };
}

// ---- opening hours -----------------------------------------------------------------------

const DAY_NAMES = ['Domingo', 'Segunda-feira', 'Terça-feira', 'Quarta-feira', 'Quinta-feira', 'Sexta-feira', 'Sábado'];

export interface OpeningHours {
  auto_abrir: boolean;
  auto_fechar: boolean;
  obj: OpeningDay[];
}

export function openingHours(ctx: SandboxContext, storeId: number): OpeningHours {
  const s = storeRow(ctx, storeId);
  const rows = ctx.db.all<{ dia: number; checked: number; abertura: string; fechamento: string; abertura2: string; fechamento2: string }>(
    'SELECT * FROM opening_hours WHERE store_id = ? ORDER BY dia',
    [storeId],
  );
  const obj = OPENING_DAY_KEYS.map((abreviacao, dia): OpeningDay => {
    const r = rows.find((row) => row.dia === dia);
    return {
      abreviacao,
      checked: r?.checked === 1,
      abertura: r?.abertura ?? '',
      fechamento: r?.fechamento ?? '',
      abertura2: r?.abertura2 ?? '',
      fechamento2: r?.fechamento2 ?? '',
    };
  });
  return { auto_abrir: s?.auto_abrir === 1, auto_fechar: s?.auto_fechar === 1, obj };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Validates and saves the weekly table; `horarios` is the JSON text the panel sends. */
export function saveOpeningHours(ctx: SandboxContext, storeId: number, horarios: string, autoAbrir: boolean, autoFechar: boolean): Outcome {
  let parsed: unknown;
  try {
    parsed = JSON.parse(horarios);
  } catch {
    return { ok: false, mensagem: 'Horários inválidos: não foi possível ler a tabela enviada.' };
  }
  if (!Array.isArray(parsed) || parsed.length !== 7) return { ok: false, mensagem: 'Horários inválidos: envie os 7 dias da semana.' };
  const days: OpeningDay[] = [];
  for (const [index, raw] of (parsed as unknown[]).entries()) {
    const d = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
    const abreviacao = typeof d.abreviacao === 'string' ? d.abreviacao : OPENING_DAY_KEYS[index];
    const dia = (OPENING_DAY_KEYS as readonly unknown[]).indexOf(abreviacao);
    if (dia < 0) return { ok: false, mensagem: `Dia da semana inválido: ${String(abreviacao)}.` };
    const text = (key: string): string => {
      const value = d[key];
      return typeof value === 'string' ? value.trim() : '';
    };
    const day: OpeningDay = {
      abreviacao: OPENING_DAY_KEYS[dia] as OpeningDay['abreviacao'],
      checked: meansYes(d.checked),
      abertura: text('abertura'),
      fechamento: text('fechamento'),
      abertura2: text('abertura2'),
      fechamento2: text('fechamento2'),
    };
    const name = DAY_NAMES[dia] ?? '';
    if (day.checked) {
      if (!TIME.test(day.abertura) || !TIME.test(day.fechamento)) {
        return { ok: false, mensagem: `${name}: informe horários de abertura e fechamento válidos (HH:MM).` };
      }
      if (day.abertura === day.fechamento) return { ok: false, mensagem: `${name}: abertura e fechamento não podem ser iguais.` };
      const second = [day.abertura2, day.fechamento2].filter((t) => t !== '');
      if (second.length === 1 || second.some((t) => !TIME.test(t))) {
        return { ok: false, mensagem: `${name}: o segundo turno precisa de abertura e fechamento válidos (HH:MM).` };
      }
    }
    days.push(day);
  }
  if (new Set(days.map((d) => d.abreviacao)).size !== 7) return { ok: false, mensagem: 'Horários inválidos: há dias repetidos.' };
  ctx.db.transaction(() => {
    ctx.db.run('UPDATE stores SET auto_abrir = ?, auto_fechar = ? WHERE id = ?', [autoAbrir, autoFechar, storeId]);
    for (const d of days) {
      ctx.db.run(
        `INSERT INTO opening_hours (store_id, dia, checked, abertura, fechamento, abertura2, fechamento2) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (store_id, dia) DO UPDATE SET checked = excluded.checked, abertura = excluded.abertura,
           fechamento = excluded.fechamento, abertura2 = excluded.abertura2, fechamento2 = excluded.fechamento2`,
        [storeId, OPENING_DAY_KEYS.indexOf(d.abreviacao), d.checked, d.abertura, d.fechamento, d.abertura2, d.fechamento2],
      );
    }
  });
  return { ok: true, mensagem: 'Horários de funcionamento salvos com sucesso!' };
}

// ---- payment methods ---------------------------------------------------------------------

export function paymentMethods(ctx: SandboxContext, storeId: number): PaymentMethod[] {
  return ctx.db
    .all<{ chave: string; nome: string; selected: number }>(
      `SELECT m.chave, m.nome, EXISTS (SELECT 1 FROM store_payment_methods s WHERE s.store_id = ? AND s.chave = m.chave) AS selected
         FROM payment_methods m ORDER BY m.posicao`,
      [storeId],
    )
    .map((m) => ({ chave: m.chave, nome: m.nome, selected: m.selected === 1 }));
}

export function savePaymentMethods(ctx: SandboxContext, storeId: number, formas: string[]): Outcome {
  const known = new Set(ctx.db.all<{ chave: string }>('SELECT chave FROM payment_methods').map((r) => r.chave));
  const unknown = formas.filter((f) => !known.has(f));
  if (unknown.length > 0) return { ok: false, mensagem: `Forma de pagamento desconhecida: ${unknown.join(', ')}.` };
  if (formas.length === 0) return { ok: false, mensagem: 'Selecione ao menos uma forma de pagamento.' };
  ctx.db.transaction(() => {
    ctx.db.run('DELETE FROM store_payment_methods WHERE store_id = ?', [storeId]);
    for (const chave of new Set(formas)) ctx.db.run('INSERT INTO store_payment_methods (store_id, chave) VALUES (?, ?)', [storeId, chave]);
  });
  return { ok: true, mensagem: 'Formas de pagamento alteradas com sucesso!' };
}

// ---- print settings in the cloud ---------------------------------------------------------

export function cloudPrintSettings(ctx: SandboxContext, storeId: number): CloudPrintSettings | null {
  const row = ctx.db.get<{ settings: string }>('SELECT settings FROM print_settings WHERE store_id = ?', [storeId]);
  return row ? { ...(JSON.parse(row.settings) as CloudPrintSettings), id_estabelecimento: storeId } : null;
}

export function saveCloudPrintSettings(ctx: SandboxContext, storeId: number, settings: CloudPrintSettings): Outcome {
  ctx.db.run(
    `INSERT INTO print_settings (store_id, settings, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (store_id) DO UPDATE SET settings = excluded.settings, updated_at = excluded.updated_at`,
    [storeId, JSON.stringify({ ...settings, id_estabelecimento: storeId }), ctx.clock.now()],
  );
  return { ok: true, mensagem: 'Configurações de impressão salvas na nuvem.' };
}
