export * from './externalDelivery';
export * from './coverageAreas';
export * from './linkCode';
export * from './providers';
