/**
 * Every endpoint of the contract, declared with its schemas (declare.ts), area by area. The
 * per-base maps (index.ts), the method map of callers by key (methods.ts) and the contract test
 * of every answer (tests/contract/everyEndpoint.test.ts) are made from this list.
 */
import { BULK_UPLOAD_ENDPOINTS } from './bulkUpload';
import { CHAT_ENDPOINTS } from './chat';
import { DELIVERY_AREA_ENDPOINTS } from './deliveryAreas';
import { FINANCE_ENDPOINTS } from './finance';
import { HOURS_ENDPOINTS } from './hours';
import { MENU_ENDPOINTS } from './menu';
import { ONLINE_PAYMENT_ENDPOINTS } from './onlinePayment';
import { REPORTS_ENDPOINTS } from './reports';
import { MAPS_ENDPOINTS } from './maps';
import { ORDER_ENDPOINTS } from './orders';
import { PRINTING_ENDPOINTS } from './printing';
import { SESSION_ENDPOINTS } from './session';
import { STOCK_ENDPOINTS } from './stock';
import { STORE_ENDPOINTS } from './store';
import { STORE_REGISTRATION_ENDPOINTS } from './storeRegistration';
import { VARIATION_ENDPOINTS } from './variations';

export const DECLARED_ENDPOINTS = [...HOURS_ENDPOINTS, ...STOCK_ENDPOINTS, ...DELIVERY_AREA_ENDPOINTS, ...VARIATION_ENDPOINTS, ...STORE_REGISTRATION_ENDPOINTS, ...MENU_ENDPOINTS, ...ONLINE_PAYMENT_ENDPOINTS, ...REPORTS_ENDPOINTS, ...SESSION_ENDPOINTS, ...STORE_ENDPOINTS, ...ORDER_ENDPOINTS, ...CHAT_ENDPOINTS, ...MAPS_ENDPOINTS, ...FINANCE_ENDPOINTS, ...PRINTING_ENDPOINTS, ...BULK_UPLOAD_ENDPOINTS] as const;

export type DeclaredEndpoints = typeof DECLARED_ENDPOINTS;
