/**
 * What the panel sends as v2/delivery 'external_provider' (spec 01 §7 names the field, not its
 * values; these are the panel's, and the sandbox accepts exactly these):
 * - 'platform': Solicitar Motoboy, the platform's courier partners search for a courier;
 * - 'link_code': Vincular Motoboy, a courier the store found links himself to the order by
 *   typing the code (sent as 'code') in the courier app; until then the delivery waits in
 *   SEARCHING_DELIVERY and the order carries externalDeliveryWithCode.
 */
export const EXTERNAL_PROVIDERS = { request: 'platform', link: 'link_code' } as const;

/** The platform's answer to v2/delivery/{id}/cancel when the request was cancelled (spec 01 §4). */
export const ORDER_CANCELED_MESSAGE = 'ORDER_CANCELED';
