import { describe, expect, it } from 'vitest';
import { SHORTCUTS, isTypingTarget, shortcutHint, shortcutOf, shortcutsPaused } from './shortcuts';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) =>
  shortcutOf({ key, target, ctrlKey: false, altKey: false, metaKey: false, repeat: false, ...mods });

describe('shortcuts', () => {
  it('maps each key to its shortcut, letters in either case', () => {
    expect(['j', 'K', 'a', 'i', 'c', 'l', '/', '?', 'x', 'Enter'].map((value) => press(value))).toEqual(['next', 'previous', 'accept', 'print', 'chat', 'store', 'search', 'help', null, null]);
  });

  it('never fires while typing in a field, nor with a modifier held or a held-down key', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    expect(press('a', input)).toBeNull();
    expect(press('a', textarea)).toBeNull();
    expect(isTypingTarget(input)).toBe(true);
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(press('a', checkbox)).toBe('accept');
    expect(([['a', document.body, { ctrlKey: true }], ['a', document.body, { altKey: true }], ['a', document.body, { metaKey: true }], ['a', document.body, { repeat: true }]] as const).map(([a, b, c]) => press(a, b, c))).toEqual(
      [null, null, null, null],
    );
  });

  it('keys are unique and the tooltip names the key', () => {
    const keys = Object.values(SHORTCUTS).map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(shortcutHint('accept', 'Aceitar')).toBe('Aceitar (tecla A)');
  });

  it('wait while the focus is in a dialog, menu or list, or while a menu, list or modal is open anywhere (issue 45 item 4)', () => {
    const page = document.createElement('div');
    const button = document.createElement('button');
    page.append(button);
    expect(shortcutsPaused(button, page)).toBe(false);

    // a non-modal window (the chat) keeps its own keys, and only those
    const chat = document.createElement('div');
    chat.setAttribute('role', 'dialog');
    const send = document.createElement('button');
    chat.append(send);
    page.append(chat);
    expect(shortcutsPaused(send, page)).toBe(true);
    expect(shortcutsPaused(button, page)).toBe(false);

    // a select's list of options, open: the focus on its option or left on its button
    const select = document.createElement('div');
    select.setAttribute('role', 'combobox');
    select.setAttribute('aria-haspopup', 'listbox');
    select.setAttribute('aria-expanded', 'true');
    page.append(select);
    expect(shortcutsPaused(select, page)).toBe(true);
    select.setAttribute('aria-expanded', 'false');
    expect(shortcutsPaused(button, page)).toBe(false);
    const listbox = document.createElement('ul');
    listbox.setAttribute('role', 'listbox');
    const option = document.createElement('li');
    option.setAttribute('role', 'option');
    listbox.append(option);
    page.append(listbox);
    expect(shortcutsPaused(option, page)).toBe(true);
    expect(shortcutsPaused(button, page)).toBe(true);
    listbox.remove();

    // a menu, or a modal dialog, open over the page
    const menu = document.createElement('ul');
    menu.setAttribute('role', 'menu');
    page.append(menu);
    expect(shortcutsPaused(button, page)).toBe(true);
    menu.remove();
    const modal = document.createElement('div');
    modal.setAttribute('role', 'dialog');
    modal.setAttribute('aria-modal', 'true');
    page.append(modal);
    expect(shortcutsPaused(button, page)).toBe(true);
    modal.remove();
    // a group of the side menu, expanded, is no popup
    const group = document.createElement('div');
    group.setAttribute('aria-expanded', 'true');
    page.append(group);
    expect(shortcutsPaused(button, page)).toBe(false);
  });
});
