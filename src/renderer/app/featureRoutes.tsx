import type { RouteObject } from 'react-router-dom';

/** Protected screens, one entry per built screen (spec 01 §2 route table). */
export const featureRoutes: RouteObject[] = [];
