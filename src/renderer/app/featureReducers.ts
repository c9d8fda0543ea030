/**
 * The reducers of the feature slices, registered here (one line per feature) so store.ts stays
 * the same as features are added.
 */
export const featureReducers = {};
