/**
 * Inverse changes: what undo writes back for a field, an option and the structural actions, and
 * that the save routine records what it stored (but not an undo it is storing).
 */
import { describe, expect, it } from 'vitest';
import type { FieldSnapshot, GroupSnapshot } from '../../lib/content.ts';
import type { StoredItem } from '../../lib/api/items.ts';
import type { SaveRequest } from '../../lib/api/save.ts';
import { createSaveRoutine } from '../save.ts';
import {
  fieldEntry,
  groupOptionsEntry,
  inverseFieldData,
  moveEntry,
  type EditorHistoryEntry,
} from './changes.ts';

const title: FieldSnapshot = {
  id: 'f-title',
  revision: 2,
  pageId: 'p',
  groupId: 'g',
  name: 'title',
  content: { kind: 'localized', values: { de: { text: 'Alt' } } },
  options: { link: { type: 'url', url: 'https://a.ch' } },
  media: null,
  visible: true,
};

const hero: GroupSnapshot = {
  id: 'g',
  revision: 4,
  type: 'hero',
  version: 1,
  status: 'published',
  options: { alignment: 'center' },
  disallowedLanguages: [],
  fields: { title },
  children: [],
};

describe('inverseFieldData', () => {
  it('writes back the text of the saved locale (null where there was none)', () => {
    expect(inverseFieldData(title, { content: { locale: 'de', text: 'Neu' } })).toEqual({
      content: { locale: 'de', text: 'Alt' },
    });
    expect(inverseFieldData(title, { content: { locale: 'en', text: 'New' } })).toEqual({
      content: { locale: 'en', text: null },
    });
  });

  it('restores a rich-text document when one was sent', () => {
    const doc = { type: 'doc', content: [] };
    const rich = {
      ...title,
      content: { kind: 'localized' as const, values: { de: { text: 'A', json: doc } } },
    };
    expect(inverseFieldData(rich, { content: { locale: 'de', text: 'B', json: null } })).toEqual({
      content: { locale: 'de', text: 'A', json: doc },
    });
  });

  it('restores single values, option values and visibility, but not media', () => {
    const price = { ...title, content: { kind: 'single' as const, value: 120 } };
    expect(inverseFieldData(price, { content: { value: 99 } })).toEqual({ content: { value: 120 } });
    expect(inverseFieldData(title, { options: { link: null, extra: 1 } })).toEqual({
      options: { link: { type: 'url', url: 'https://a.ch' }, extra: null },
    });
    expect(inverseFieldData(title, { visible: false })).toEqual({ visible: true });
    expect(inverseFieldData(title, { mediaId: 'm1' })).toBeNull();
  });
});

describe('entries', () => {
  it('a field entry names the field by page, group and name and coalesces by locale', () => {
    const entry = fieldEntry(title, 'p', { content: { locale: 'de', text: 'Neu' } }, 5)!;
    expect(entry.undo).toEqual({
      kind: 'field',
      pageId: 'p',
      groupId: 'g',
      name: 'title',
      data: { content: { locale: 'de', text: 'Alt' } },
    });
    expect(entry.redo).toMatchObject({ data: { content: { locale: 'de', text: 'Neu' } } });
    expect(fieldEntry(title, 'p', { content: { locale: 'en', text: 'x' } }, 6)!.key).not.toBe(entry.key);
  });

  it('an option entry restores the stored value, else the option default', () => {
    const entry = groupOptionsEntry(hero, { alignment: 'right', backgroundColor: 'primary' }, 1);
    expect(entry.undo).toEqual({
      kind: 'groupOptions',
      groupId: 'g',
      patch: { alignment: 'center', backgroundColor: 'background' },
    });
    expect(entry.redo).toEqual({
      kind: 'groupOptions',
      groupId: 'g',
      patch: { alignment: 'right', backgroundColor: 'primary' },
    });
  });

  it('a move is undone by moving the block back to the index it had', () => {
    const entry = moveEntry('g', 1, 4, 7);
    expect(entry).toEqual({
      undo: { kind: 'move', groupId: 'g', toIndex: 1 },
      redo: { kind: 'move', groupId: 'g', toIndex: 4 },
      key: null,
      at: 7,
    });
  });
});

describe('the save routine records what it stored', () => {
  function setup() {
    let field = title;
    const requests: SaveRequest[] = [];
    const recorded: EditorHistoryEntry[] = [];
    const routine = createSaveRoutine({
      api: {
        saveData: async (request) => {
          requests.push(request);
          if (request.itemType !== 'field') throw new Error('field saves only');
          const values = { ...(field.content?.kind === 'localized' ? field.content.values : {}) };
          const input = request.data.content;
          if (input && 'locale' in input) values[input.locale] = { text: input.text ?? '' };
          field = { ...field, revision: (field.revision ?? 0) + 1, content: { kind: 'localized', values } };
          const item: StoredItem = {
            itemType: 'field',
            id: field.id,
            pageId: 'p',
            groupId: 'g',
            name: 'title',
            revision: field.revision!,
            content: field.content,
            options: field.options,
            mediaId: null,
            visible: true,
            published: false,
          };
          return { item };
        },
      },
      page: () => ({ id: 'p' }) as never,
      currentField: () => field,
      currentGroup: (g) => g,
      stored: () => undefined,
      keepField: () => undefined,
      keepGroup: () => undefined,
      notify: () => undefined,
      unsaved: () => undefined,
      texts: () => ({
        saveError: '',
        saveRetry: '',
        saveStale: '',
        saveStaleKeepMine: '',
        saveUnauthorized: '',
        saveSignIn: '',
      }),
      recorded: (entry) => recorded.push(entry),
      now: () => 1,
    });
    return { routine, requests, recorded };
  }

  it('an edit becomes an entry; storing its undo records nothing new', async () => {
    const { routine, requests, recorded } = setup();
    expect(await routine.saveField({ field: title, data: { content: { locale: 'de', text: 'Neu' } } })).toBe(
      'saved',
    );
    expect(recorded).toHaveLength(1);
    const undo = recorded[0]!.undo;
    if (undo.kind !== 'field') throw new Error('expected a field change');
    expect(await routine.saveField({ field: title, data: undo.data, force: true, untracked: true })).toBe(
      'saved',
    );
    expect(recorded).toHaveLength(1);
    expect(requests.at(-1)).toMatchObject({ data: { content: { locale: 'de', text: 'Alt' } } });
  });

  it('a skipped save records nothing', async () => {
    const { routine, recorded } = setup();
    expect(await routine.saveField({ field: title, data: { content: { locale: 'de', text: 'Alt' } } })).toBe(
      'skipped',
    );
    expect(recorded).toEqual([]);
  });
});
