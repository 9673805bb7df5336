import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, COLORS, OPTION_TYPES, optionTypeOf } from '../../lib/block-options.ts';
import { blockSchemas } from '../../blocks/registry.ts';
import { BLOCK_TYPES, type BlockType } from '../../blocks/types.ts';
import { EDITOR_LOCALES, editorDictionary } from '../../i18n/editor.ts';
import { OPTION_EDITORS, optionEditor } from './editors/index.ts';
import {
  humanizeKey,
  lookup,
  mapRouteErrorMessage,
  optionErrorMessage,
  optionLabel,
  valueLabel,
} from './labels.ts';
import {
  ALIGNMENT_SUBSETS,
  DISPLAY_CONDITIONS,
  READ_ONLY_OPTIONS,
  TEXT_INPUT_KINDS,
  allowedAlignments,
  optionSettings,
  textColorChoices,
} from './option-config.ts';

const optionKeysOf = (type: BlockType) => Object.keys(blockSchemas[type].options.entries);

describe('option editors', () => {
  it('has an editor for each of the 22 option types, and none for an unknown type', () => {
    expect(OPTION_TYPES).toHaveLength(22);
    for (const type of OPTION_TYPES) expect(optionEditor(type), type).toBe(OPTION_EDITORS[type]);
    expect(optionEditor('hologram')).toBeNull();
    expect(optionEditor(null)).toBeNull();
  });

  it('every option of every block declares a known option type', () => {
    for (const type of BLOCK_TYPES) {
      for (const [key, schema] of Object.entries(blockSchemas[type].options.entries)) {
        expect(optionEditor(optionTypeOf(schema)), `${type}.${key}`).not.toBeNull();
      }
    }
  });
});

describe('option config', () => {
  it('only refers to options the blocks have', () => {
    const maps = { DISPLAY_CONDITIONS, ALIGNMENT_SUBSETS, TEXT_INPUT_KINDS, READ_ONLY_OPTIONS };
    for (const [name, map] of Object.entries(maps)) {
      for (const [type, byKey] of Object.entries(map)) {
        const keys = optionKeysOf(type as BlockType);
        for (const key of Object.keys(byKey ?? {})) expect(keys, `${name} ${type}.${key}`).toContain(key);
      }
    }
    for (const [type, byKey] of Object.entries(DISPLAY_CONDITIONS)) {
      const keys = optionKeysOf(type as BlockType);
      for (const conditions of Object.values(byKey ?? {})) {
        for (const condition of conditions) expect(keys, `${type} condition`).toContain(condition.option);
      }
    }
  });

  it('filters alignments to the allowed subset, in the usual order', () => {
    expect(allowedAlignments()).toEqual([...ALIGNMENTS]);
    expect(allowedAlignments(['right', 'left'])).toEqual(['left', 'right']);
    expect(optionSettings('announcementBubble', 'alignment').alignments).toEqual(['left', 'right']);
    expect(optionSettings('hero', 'alignment').alignments).toEqual(['left', 'center', 'right']);
  });

  it('offers five text colours: transparent plus the last four', () => {
    const text = textColorChoices();
    expect(text).toHaveLength(5);
    expect(text[0]).toBe('transparent');
    expect(text.slice(1)).toEqual(COLORS.slice(-4));
    expect(optionSettings('textOnImage', 'textColor').colors).toEqual(text);
    expect(optionSettings('hero', 'backgroundColor').colors).toEqual([...COLORS]);
  });

  it('checks the contact form recipient as an e-mail and keeps product-set options read-only', () => {
    expect(optionSettings('contactForm', 'contactEmail').inputKind).toBe('email');
    expect(optionSettings('hero', 'alignment').inputKind).toBe('text');
    expect(optionSettings('goFeedCard', 'postId').editable).toBe(false);
    expect(optionSettings('contactForm', 'contactEmail').editable).toBe(true);
  });
});

describe('option texts', () => {
  it('labels every option key of every block in German and French', () => {
    for (const locale of EDITOR_LOCALES) {
      const t = editorDictionary(locale);
      for (const type of BLOCK_TYPES) {
        for (const key of optionKeysOf(type)) {
          expect(lookup(t, `optionsLabel.${key}`), `${locale} optionsLabel.${key} (${type})`).not.toBeNull();
        }
      }
    }
  });

  it('names every choice of the choice option types', () => {
    const choiceValues: Record<string, readonly (string | number)[]> = {
      alignment: ALIGNMENTS,
      colorSwatches: COLORS,
    };
    for (const locale of EDITOR_LOCALES) {
      const t = editorDictionary(locale);
      for (const [type, values] of Object.entries(choiceValues)) {
        for (const value of values)
          expect(lookup(t, `optionsValue.${type}.${value}`), `${type}.${value}`).not.toBeNull();
      }
      expect(valueLabel(t, 'columnLayout', 4)).toMatch(/4/);
    }
  });

  it('falls back to the humanised key', () => {
    const t = editorDictionary('de');
    expect(humanizeKey('showOpeningHours')).toBe('Show opening hours');
    expect(humanizeKey('postId')).toBe('Post id');
    expect(optionLabel(t, 'someNewOption')).toBe('Some new option');
    expect(optionLabel(t, 'alignment')).toBe('Ausrichtung');
  });

  it('uses the spec’s exact messages', () => {
    const t = editorDictionary('de');
    expect(optionErrorMessage(t, 'number')).toBe('Bitte gib eine gültige Nummer ein');
    expect(optionErrorMessage(t, 'latitude', 2)).toContain('2');
    // The map route's refusals are in the editor's language (the spec's English texts were not).
    expect(mapRouteErrorMessage(t, { ok: false, error: 'invalidCoordinates' })).toBe(
      'Ungültiges Koordinatenformat',
    );
    expect(mapRouteErrorMessage(t, { ok: false, error: 'invalidFormat', reason: 'tooFewPairs' })).toBe(
      'Ungültiges Format: es braucht mindestens zwei Koordinatenpaare',
    );
    expect(
      mapRouteErrorMessage(editorDictionary('fr'), {
        ok: false,
        error: 'invalidFormat',
        reason: 'notLineString',
      }),
    ).toBe('Format non valide : le premier élément doit être une LineString');
    expect(t.optionsNoLocations).toBe('Keine Standorte verfügbar');
    expect(t.optionsUnknown).toBe('Unbekannte Option: {label}');
    expect(editorDictionary('fr').optionsUnknown).toBe('Option inconnue : {label}');
    expect(t.healthOpticsOnly).toBe('Nur verfügbar für Gesundheitsoptiker');
  });
});
