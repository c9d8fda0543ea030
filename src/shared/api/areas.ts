/**
 * The areas of the platform contract, one line each: each module declares its endpoints with
 * their schemas (declare.ts). This is the one list of them: index.ts exports them to the panel,
 * and declared.ts collects their declarations (every endpoint of the contract) from it.
 */
export * from './session';
export * from './store';
export * from './orders';
export * from './chat';
export * from './maps';
export * from './printing';
export * from './hours';
export * from './finance';
export * from './menu';
export * from './variations';
export * from './stock';
export * from './deliveryAreas';
export * from './storeRegistration';
export * from './onlinePayment';
export * from './reports';
export * from './bulkUpload';
