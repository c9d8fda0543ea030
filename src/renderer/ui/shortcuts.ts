/**
 * The keyboard shortcuts of the orders screen for a rush (issue 34): one table, read by the
 * handler, the '?' help dialog and each button's tooltip. A shortcut never fires while the person
 * types in a field, nor with Ctrl, Alt or Meta held (those belong to the browser and the system).
 */
export type ShortcutId = 'next' | 'previous' | 'accept' | 'print' | 'chat' | 'store' | 'search' | 'help';

export interface Shortcut {
  /** KeyboardEvent.key, lower case for letters */
  key: string;
  /** the key as shown to the person (and in aria-keyshortcuts) */
  label: string;
  text: string;
}

export const SHORTCUTS: Record<ShortcutId, Shortcut> = {
  next: { key: 'j', label: 'J', text: 'Próximo pedido pendente' },
  previous: { key: 'k', label: 'K', text: 'Pedido pendente anterior' },
  accept: { key: 'a', label: 'A', text: 'Aceitar o pedido selecionado' },
  print: { key: 'i', label: 'I', text: 'Imprimir o pedido selecionado' },
  chat: { key: 'c', label: 'C', text: 'Abrir o chat do pedido selecionado' },
  store: { key: 'l', label: 'L', text: 'Abrir ou fechar a loja (pede confirmação)' },
  search: { key: '/', label: '/', text: 'Buscar pedido' },
  help: { key: '?', label: '?', text: 'Mostrar os atalhos de teclado' },
};

const BY_KEY = new Map(Object.entries(SHORTCUTS).map(([id, s]) => [s.key, id as ShortcutId]));

/** Where keys are text, not commands: fields, editable content, selects. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(target.type);
  }
  return target.getAttribute('role') === 'textbox' || target.getAttribute('role') === 'combobox';
}

/** The shortcut this key press asks for, or null (typing, a modifier held, an unknown key). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'target' | 'repeat'>): ShortcutId | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.repeat) return null;
  if (isTypingTarget(event.target)) return null;
  return BY_KEY.get(event.key.length === 1 ? event.key.toLowerCase() : event.key) ?? null;
}

/**
 * Where the focus is inside something that keeps its own keys (a dialog, the chat window, a menu,
 * a list of options), or while anything opens over the page: a modal dialog, a menu, a list of
 * options, or a popup whose button says it is open. Letters there choose an option or type.
 */
const OWN_KEYS = '[role="dialog"], [role="alertdialog"], [role="menu"], [role="menubar"], [role="listbox"], [role="tree"], [role="grid"]';
const OPEN_OVER_PAGE = '[aria-modal="true"], [role="menu"], [role="listbox"], [aria-haspopup]:not([aria-haspopup="false"])[aria-expanded="true"]';

/** Shortcuts wait while the focus is in a dialog, a menu or a list, or while one is open over the page. */
export function shortcutsPaused(target: EventTarget | null, root: ParentNode): boolean {
  if (target instanceof Element && target.closest(OWN_KEYS)) return true;
  return [...root.querySelectorAll(OPEN_OVER_PAGE)].some(shown);
}

/** A closed menu may stay in the page a moment, hidden (its exit transition): only a shown one counts. */
function shown(el: Element): boolean {
  return typeof el.checkVisibility !== 'function' || el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
}

/** A button's tooltip: what it does and its key. */
export function shortcutHint(id: ShortcutId, text: string = SHORTCUTS[id].text): string {
  return `${text} (tecla ${SHORTCUTS[id].label})`;
}

/** The attributes a button with a shortcut carries: the key for assistive technology, and its marker. */
export function shortcutProps(id: ShortcutId): { 'aria-keyshortcuts': string; 'data-shortcut': ShortcutId } {
  return { 'aria-keyshortcuts': SHORTCUTS[id].label, 'data-shortcut': id };
}
