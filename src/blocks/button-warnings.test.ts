import { describe, expect, it } from 'vitest';
import type { FieldSnapshot } from '../lib/content.ts';
import { groupSnapshot, testPage, textField } from '../lib/snapshot-fixtures.ts';
import { findButtonWarnings } from './button-warnings.ts';

/** A button field whose id is its name, without a link. */
function button(name: string, content: FieldSnapshot['content']): FieldSnapshot {
  return { ...textField(name, ''), id: name, content };
}

describe('findButtonWarnings', () => {
  it('lists warnings for declared button fields of a page, skipping unused slots', () => {
    const cta = groupSnapshot('cta', 'cta', [
      button('button', { kind: 'localized', values: { de: { text: 'Termin' }, en: { text: 'Book' } } }),
      textField('title', 'T'),
    ]);
    const hero = groupSnapshot('hero', 'hero', [
      button('button', null),
      button('secondaryButton', { kind: 'localized', values: { de: { text: null }, en: { text: null } } }),
    ]);
    const warnings = findButtonWarnings({ ...testPage, groups: [cta, hero] });
    expect(warnings).toEqual([
      { fieldId: 'button', groupId: 'cta', name: 'button', missingLink: true, missingText: [] },
    ]);
  });
});
