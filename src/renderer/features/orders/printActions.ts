import { createAction } from '@reduxjs/toolkit';

/**
 * The 'Imprimir' button of an order's card asks the print queue (features/printing, which
 * builds the tickets, picks the printers and keeps the ledger of printed jobs) to print it.
 * The orders feature only asks: it does not print, mark the order PI or show any toast itself;
 * the queue answers with its own messages.
 *
 * `reprint` is true when the order has left PP/PA: printing from PP/PA is the first print
 * (spec 01 §4: it marks the order PI); anything later is a manual reprint, stamped REIMPRESSÃO.
 */
export const printRequested = createAction<{ orderId: number; reprint: boolean }>('orders/printRequested');
