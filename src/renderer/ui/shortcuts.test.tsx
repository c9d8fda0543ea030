import { describe, expect, it } from 'vitest';
import { SHORTCUTS, isTypingTarget, shortcutHint, shortcutOf } from './shortcuts';

const press = (key: string, target: EventTarget | null = document.body, mods: Partial<KeyboardEvent> = {}) =>
  shortcutOf({ key, target, ctrlKey: false, altKey: false, metaKey: false, repeat: false, ...mods });

describe('shortcuts', () => {
  it('maps each key to its shortcut, letters in either case', () => {
    expect(press('j')).toBe('next');
    expect(press('K')).toBe('previous');
    expect(press('a')).toBe('accept');
    expect(press('i')).toBe('print');
    expect(press('c')).toBe('chat');
    expect(press('l')).toBe('store');
    expect(press('/')).toBe('search');
    expect(press('?')).toBe('help');
    expect(press('x')).toBeNull();
    expect(press('Enter')).toBeNull();
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
    expect(press('a', document.body, { ctrlKey: true })).toBeNull();
    expect(press('a', document.body, { altKey: true })).toBeNull();
    expect(press('a', document.body, { metaKey: true })).toBeNull();
    expect(press('a', document.body, { repeat: true })).toBeNull();
  });

  it('keys are unique and the tooltip names the key', () => {
    const keys = Object.values(SHORTCUTS).map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(shortcutHint('accept', 'Aceitar')).toBe('Aceitar (tecla A)');
  });
});
