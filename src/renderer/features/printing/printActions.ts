import { createAction } from '@reduxjs/toolkit';
import type { CodePage } from '../../../shared/printing/codePages';
import type { Ticket } from '../../../shared/printing/model';

/**
 * What other features ask the print queue for. Printing an order is orders/printRequested
 * (features/orders/printActions.ts); these are the settings screen's.
 */

/**
 * 'Imprimir teste' (kind 'teste': the example order's cashier ticket) or 'Teste de acentos'
 * (kind 'acentos': the accents page) of a printer, one copy. codePage: the one chosen on screen,
 * so a code page can be tried before it is saved.
 */
export const printTestPageRequested = createAction<{ printer: string; kind?: 'teste' | 'acentos'; codePage?: CodePage }>(
  'printing/testPageRequested',
);

/** The printers of the active print method, for the settings screen (see selectPrinters). */
export const printersListRequested = createAction('printing/printersListRequested');

/**
 * 'Fechamento do dia' (Relatório Geral): the day's closing ticket (shared/printing/closing.ts,
 * built by the screen, so its layout downloads with the report) on every cashier printer, one
 * copy each, in each printer's code page (closingPrintSaga.ts).
 */
export const dayClosingPrintRequested = createAction<{ day: string; ticket: Ticket }>('printing/dayClosingRequested');
