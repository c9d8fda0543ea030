/**
 * Cancelling an order (spec 01 §5): a reason must be chosen; 'Outro motivo...' needs a typed
 * description. The spec does not state the minimum length: 10 characters is enough for a real
 * reason ('sem massa') and rejects 'ok' or 'teste'. The panel and the sandbox share this rule.
 */
export const MIN_CANCEL_REASON_LENGTH = 10;

/** The most a typed description may have: the field takes no more and counts up to it. */
export const MAX_CANCEL_REASON_LENGTH = 500;
