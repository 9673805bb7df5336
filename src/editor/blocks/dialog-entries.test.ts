import { describe, expect, it } from 'vitest';
import { BLOCK_CATEGORIES, DIALOG_BLOCK_TYPES } from '../../blocks/types.ts';
import { EDITOR_LOCALES, editorDictionary } from '../../i18n/editor.ts';
import { BLOCK_TYPES } from '../../blocks/types.ts';
import { lookup } from '../options/labels.ts';
import { addBlockSections, canAddBlock, isHealthOpticsOnly } from './dialog-entries.ts';
import { blockTypeLabel } from './labels.ts';

describe('addBlockSections', () => {
  it('lists exactly the allowed types, each once, under headings in order', () => {
    const sections = addBlockSections(true);
    const types = sections.flatMap((s) => s.entries.map((e) => e.type));
    expect(types.toSorted()).toEqual([...DIALOG_BLOCK_TYPES].sort());
    const order = sections.map((s) => BLOCK_CATEGORIES.indexOf(s.category));
    expect(order).toEqual(order.toSorted((a, b) => a - b));
    for (const card of [
      'imageCard',
      'serviceCard',
      'contentSliderCard',
      'stepFeedCard',
      'teamDetails',
      'testimonialDetails',
      'newsFeedCard',
      'productCard',
    ]) {
      expect(types).not.toContain(card);
    }
  });

  it('reserves the health-optics article feed to members', () => {
    expect(isHealthOpticsOnly('goFeed')).toBe(true);
    expect(isHealthOpticsOnly('hero')).toBe(false);
    expect(canAddBlock('goFeed', false)).toBe(false);
    expect(canAddBlock('goFeed', true)).toBe(true);
    expect(canAddBlock('hero', false)).toBe(true);
    const entry = (member: boolean) =>
      addBlockSections(member)
        .flatMap((s) => s.entries)
        .find((e) => e.type === 'goFeed');
    expect(entry(false)).toMatchObject({ healthOpticsOnly: true, allowed: false });
    expect(entry(true)).toMatchObject({ healthOpticsOnly: true, allowed: true });
    const others = addBlockSections(false).flatMap((s) => s.entries.filter((e) => e.type !== 'goFeed'));
    expect(others.every((e) => e.allowed && !e.healthOpticsOnly)).toBe(true);
  });

  it('draws types under remaining with the generic icon', () => {
    for (const section of addBlockSections(true)) {
      for (const entry of section.entries) expect(entry.generic).toBe(section.category === 'remaining');
    }
  });
});

describe('box names', () => {
  it('names every block type and category in German and French', () => {
    for (const locale of EDITOR_LOCALES) {
      const t = editorDictionary(locale);
      for (const type of BLOCK_TYPES)
        expect(lookup(t, `blocksType.${type}`), `${locale} ${type}`).not.toBeNull();
      for (const category of BLOCK_CATEGORIES) {
        expect(lookup(t, `blocksCategory.${category}`), `${locale} ${category}`).not.toBeNull();
      }
    }
    expect(blockTypeLabel(editorDictionary('de'), 'cta')).toBe('Text und Bild');
    expect(blockTypeLabel(editorDictionary('fr'), 'contactForm')).toBe('Formulaire de contact');
    expect(blockTypeLabel(editorDictionary('de'), 'futureBlock')).toBe('Future block');
  });
});
