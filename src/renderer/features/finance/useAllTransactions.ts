import { useCallback } from 'react';
import type { OrderTransaction } from '../../../shared/api';
import { useLazyTransactionsQuery, type TransactionsArgs } from './financeApi';
import { PAGE_SIZE } from './model';

type Scope = { periodId: number; range?: { start: string; end: string } } | { settlementId: number };

/**
 * Every transaction of a period (within its date filter) or of a settlement, in pages of 6000:
 * for the lines' orders and the exports, which need them all and not the page on screen.
 */
export function useAllTransactions(): (scope: Scope) => Promise<OrderTransaction[]> {
  const [load] = useLazyTransactionsQuery();
  return useCallback(
    async (scope: Scope) => {
      const rows: OrderTransaction[] = [];
      for (let page = 1; ; page++) {
        const args = { ...scope, page, pageSize: PAGE_SIZE.settlementOrders } as TransactionsArgs;
        const result = await load(args, true).unwrap();
        rows.push(...result.rows);
        if (result.rows.length === 0 || rows.length >= result.total) return rows;
      }
    },
    [load],
  );
}
