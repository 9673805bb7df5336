/**
 * The whole editor in French: every German text has a French one, none is empty, both name the
 * same `{placeholders}`, and every error code the API or the editor's client gives has a text in
 * both languages. Types catch a missing key at build time; this also catches empty texts,
 * placeholder typos and areas spread in only one language.
 */
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, SERVER_ERROR_CODES } from '../lib/api/error-body.ts';
import { EDITOR_LOCALES, editorDictionary } from './editor.ts';
import { ERROR_TEXT_KEYS } from './editor/core.ts';

const de = editorDictionary('de');
const fr = editorDictionary('fr');
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('editor dictionary', () => {
  it('has exactly the same keys in German and in French', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(de).sort());
  });
  it.each(EDITOR_LOCALES)('has no empty text in %s', (locale) => {
    const empty = Object.entries(editorDictionary(locale))
      .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });
  it('names the same placeholders in German and in French', () => {
    const differing = Object.keys(de)
      .filter((key) => {
        const k = key as keyof typeof de;
        return JSON.stringify(placeholders(de[k])) !== JSON.stringify(placeholders(fr[k]));
      })
      .map((key) => `${key}: ${de[key as keyof typeof de]} / ${fr[key as keyof typeof de]}`);
    expect(differing).toEqual([]);
  });
  it('fails on a missing French text or a changed placeholder (the checks above can fail)', () => {
    expect(placeholders('{count} Felder auf {page}')).toEqual(['count', 'page']);
    expect(placeholders('{count} champs')).not.toEqual(placeholders('{count} Felder auf {page}'));
  });
});

describe('error texts', () => {
  it.each([...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES])('has a German and a French text for %s', (code) => {
    const key = ERROR_TEXT_KEYS[code];
    expect(de[key].trim()).not.toBe('');
    expect(fr[key].trim()).not.toBe('');
    expect(fr[key]).not.toBe(de[key]);
  });
});
