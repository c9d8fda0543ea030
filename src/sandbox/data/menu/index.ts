/**
 * The menu on the platform's side (spec 02 §3, §4, §7.1), one module per thing a store edits:
 * categories, products, sizes, composition and the variations each product offers, over the menu
 * tables of schema.ts. A call on a row of another store is refused as not found.
 */
export * from './categories';
export * from './products';
export * from './sizes';
export * from './composition';
export * from './productVariations';
