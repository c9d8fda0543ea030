import { createAction } from '@reduxjs/toolkit';

/**
 * What other features ask the print queue for. Printing an order is orders/printRequested
 * (features/orders/printActions.ts); these are the settings screen's.
 */

/** 'Imprimir teste' / 'Teste de acentos' of a printer: the accents test page, one copy. */
export const printTestPageRequested = createAction<{ printer: string }>('printing/testPageRequested');

/** The printers of the active print method, for the settings screen (see selectPrinters). */
export const printersListRequested = createAction('printing/printersListRequested');
