import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldDoc, fieldText, type FieldSnapshot, type Locale } from './content.ts';

const field = {
  content: { kind: 'localized', values: { de: { text: 'Hallo', json: null } } },
} as unknown as FieldSnapshot;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('localized reads', () => {
  it('reads the text of a locale', () => {
    expect(fieldText(field, 'de')).toBe('Hallo');
    expect(fieldText(field, 'en')).toBeNull();
  });

  it('logs a read without a locale and shows nothing', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(fieldText(field, undefined as unknown as Locale)).toBeNull();
    expect(fieldDoc(field, '' as Locale)).toBeNull();
    expect(log).toHaveBeenCalledWith('Lang is required for localized content');
  });
});
