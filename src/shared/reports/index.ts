/** The rules of the sales history, reports, ratings and the dashboard (spec 02 §4, §9). */
export * from './cancelled';
export * from './closing';
export * from './dashboard';
export * from './money';
export * from './orderStatus';
export * from './period';
export * from './ratings';
export * from './salesHistory';
export * from './totalGeral';
