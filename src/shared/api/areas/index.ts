// Written by `npm run areas` (scripts/area-lists.ts) from the modules of this folder: do not edit.
export * from './bulkUpload';
export * from './chat';
export * from './deliveryAreas';
export * from './finance';
export * from './hours';
export * from './maps';
export * from './menu';
export * from './onlinePayment';
export * from './orders';
export * from './printing';
export * from './reports';
export * from './session';
export * from './stock';
export * from './store';
export * from './storeRegistration';
export * from './variations';
