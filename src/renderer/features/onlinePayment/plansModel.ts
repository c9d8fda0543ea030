import { FEE_PLANS, RECEIPT_DAYS, type FeePlanRow } from '../../../shared/api';

export interface FeePlan {
  id: number;
  nome: string;
  /** debit table: bandeira, taxas (received in 1 day) */
  debit: FeePlanRow[];
  /** credit table: parcelas, bandeira, taxas (received in 30 days) */
  credit: FeePlanRow[];
}

/** The two plans of spec 02 §2.8 (Standard, Pro) with their rows split by debit and credit, in the platform's order. */
export function feePlans(rows: readonly FeePlanRow[]): FeePlan[] {
  return FEE_PLANS.map(({ id, nome }) => {
    const own = rows.filter((r) => Number(r.id_pagon_plano) === id);
    return { id, nome, debit: own.filter((r) => r.tipo === 'Débito'), credit: own.filter((r) => r.tipo === 'Crédito') };
  });
}

/** 'Recebimento em 1 dia' / 'Recebimento em 30 dias' */
export function receiptText(tipo: 'Débito' | 'Crédito'): string {
  const days = RECEIPT_DAYS[tipo];
  return `Recebimento em ${days} ${days === 1 ? 'dia' : 'dias'}`;
}
