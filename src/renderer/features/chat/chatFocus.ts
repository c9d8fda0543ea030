/**
 * The keyboard's way in and out of a chat window (issue 45 item 5). A window a person opens takes
 * the focus (its message field once the conversation is loaded); closing it gives the focus back
 * to what had it when it was opened. A window opened by a customer's message takes nothing. The
 * elements live here, not in the store: they are the page's, not the chat's state.
 */
const openers = new Map<number, HTMLElement>();
const wantsFocus = new Set<number>();
const listeners = new Set<() => void>();

export function subscribeChatFocus(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** A person opens (or brings forward) this order's chat from `opener`. */
export function chatOpenedBy(orderId: number, opener: HTMLElement | null): void {
  if (opener && opener !== document.body) openers.set(orderId, opener);
  wantsFocus.add(orderId);
  listeners.forEach((l) => l());
}

export function chatWantsFocus(orderId: number): boolean {
  return wantsFocus.has(orderId);
}

export function chatFocusTaken(orderId: number): void {
  wantsFocus.delete(orderId);
}

/** The window closes: the focus goes back to its opener, or (gone) to the page's main part. */
export function returnFocusFromChat(orderId: number): void {
  const opener = openers.get(orderId);
  openers.delete(orderId);
  wantsFocus.delete(orderId);
  const target = opener?.isConnected ? opener : document.querySelector<HTMLElement>('main');
  target?.focus();
}

/** The controls Tab moves between inside a window, in order. */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button, input, textarea, select, a[href], [tabindex]')].filter(
    (el) => el.tabIndex >= 0 && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-hidden') !== 'true',
  );
}
