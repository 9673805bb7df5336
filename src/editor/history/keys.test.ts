import { describe, expect, it } from 'vitest';
import { historyShortcut } from './keys.ts';

const press = (
  key: string,
  mods: Partial<Record<'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey', boolean>>,
) => ({
  key,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('historyShortcut', () => {
  it('Ctrl/Cmd+Z undoes, with Shift it redoes', () => {
    expect(historyShortcut(press('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(press('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores other keys and Alt combinations', () => {
    expect(historyShortcut(press('z', {}))).toBeNull();
    expect(historyShortcut(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(press('y', { metaKey: true }))).toBeNull();
    expect(historyShortcut(press('e', { ctrlKey: true }))).toBeNull();
  });
});
