/** Badge rules and field names. */
import { describe, expect, it } from 'vitest';
import { editorDictionary } from '../i18n/editor.ts';
import type { GroupSnapshot } from '../lib/content.ts';
import { badgeStatus, fieldLabel, isGroupChanged } from './labels.ts';

const t = editorDictionary('de');

describe('badgeStatus', () => {
  it('says marked, draft, changed or published, in that order of precedence', () => {
    expect(badgeStatus('markedForDeletion', true)).toBe('markedForDeletion');
    expect(badgeStatus('draft', true)).toBe('draft');
    expect(badgeStatus('published', true)).toBe('changed');
    expect(badgeStatus('published', false)).toBe('published');
  });
});

describe('isGroupChanged', () => {
  const card: GroupSnapshot = {
    id: 'card',
    type: 'imageCard',
    version: 1,
    status: 'published',
    options: {},
    disallowedLanguages: [],
    fields: {
      title: { id: 'f-card', name: 'title', content: null, options: {}, media: null, visible: true },
    },
    children: [],
  };
  const board: GroupSnapshot = { ...card, id: 'board', type: 'imageBoard', fields: {}, children: [card] };
  it('counts the group, its fields and its cards', () => {
    expect(isGroupChanged(board, { groupIds: [], fieldIds: [] })).toBe(false);
    expect(isGroupChanged(board, { groupIds: ['board'], fieldIds: [] })).toBe(true);
    expect(isGroupChanged(board, { groupIds: [], fieldIds: ['f-card'] })).toBe(true);
    expect(isGroupChanged(board, undefined)).toBe(false);
  });
});

describe('fieldLabel', () => {
  it('translates known names and makes others readable', () => {
    expect(fieldLabel(t, 'title')).toBe('Titel');
    expect(fieldLabel(editorDictionary('fr'), 'secondaryButton')).toBe('Deuxième bouton');
    expect(fieldLabel(t, 'openingNote')).toBe('Opening note');
  });
});
