/**
 * The shared save routine against a stub API: what it skips, what it sends (item, parent,
 * revision, cache tag), how the draft follows the answer, the 412 "newer value" handling, and
 * that a failed save keeps the edit and offers a retry.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from './api-client.ts';
import {
  applyFieldData,
  createSaveRoutine,
  fieldSaveUnchanged,
  isUnchangedValue,
  optionsUnchanged,
  type SaveDeps,
} from './save.ts';
import {
  applyStoredItem,
  findField,
  findGroup,
  replaceField,
  updateGroup,
  withPlaceholders,
} from './store.ts';
import type { FieldSnapshot, GroupSnapshot, PageSnapshot } from '../lib/content.ts';
import type { DraftPageResponse } from '../lib/api/draft.ts';
import type { StoredField, StoredGroup } from '../lib/api/items.ts';
import type { SaveRequest, SaveResponse } from '../lib/api/save.ts';

const title: FieldSnapshot = {
  id: 'field-title',
  revision: 3,
  pageId: 'page-home',
  groupId: 'group-cta',
  name: 'title',
  content: { kind: 'localized', values: { de: { text: 'Gute Sicht' }, en: { text: 'Clear sight' } } },
  options: {},
  media: null,
  visible: true,
};

const cta: GroupSnapshot = {
  id: 'group-cta',
  revision: 7,
  type: 'cta',
  version: 1,
  status: 'published',
  options: { alignment: 'left' },
  disallowedLanguages: [],
  fields: { title },
  children: [],
};

const page: PageSnapshot = {
  id: 'page-home',
  revision: 1,
  collection: null,
  role: 'home',
  position: 0,
  status: 'published',
  slug: { de: '', en: '' },
  meta: { name: { de: 'Start', en: 'Home' } },
  ogImage: null,
  fields: {},
  groups: [cta],
};

const draft0: DraftPageResponse = withPlaceholders({
  page,
  site: { pages: [], navigation: { containers: [] }, settings: {}, branches: [] },
  paths: [],
  healthOpticsMember: false,
});

const storedField = (
  field: FieldSnapshot,
  revision: number,
  patch: Partial<StoredField> = {},
): StoredField => ({
  itemType: 'field',
  id: field.id.startsWith('new-') ? 'field-created' : field.id,
  pageId: 'page-home',
  groupId: field.groupId ?? null,
  name: field.name,
  revision,
  content: field.content,
  options: field.options,
  mediaId: null,
  visible: field.visible,
  published: true,
  ...patch,
});

const storedGroup = (group: GroupSnapshot, patch: Partial<StoredGroup> = {}): StoredGroup => ({
  itemType: 'group',
  id: group.id,
  pageId: 'page-home',
  parentId: null,
  type: group.type,
  revision: (group.revision ?? 0) + 1,
  status: group.status,
  previousStatus: null,
  position: 0,
  options: group.options,
  meta: { disallowedLanguages: group.disallowedLanguages },
  published: true,
  ...patch,
});

const texts = {
  saveError: 'error',
  saveRetry: 'retry',
  saveStale: 'stale',
  saveStaleKeepMine: 'keep mine',
  saveUnauthorized: 'signed out',
  saveSignIn: 'sign in',
};

/** The routine over a stub API and a tiny in-memory draft store. */
function harness(answer: (request: SaveRequest, call: number) => Promise<SaveResponse>) {
  let draft = draft0;
  const requests: SaveRequest[] = [];
  const toasts: { kind: string; text: string; run?: () => void }[] = [];
  const unsaved = new Map<string, () => void>();
  const saveData = vi.fn(async (request: SaveRequest) => {
    requests.push(request);
    return answer(request, requests.length);
  });
  const deps: SaveDeps = {
    api: { saveData },
    page: () => draft.page,
    currentField: (f) => findField(draft.page, f.id, { groupId: f.groupId ?? null, name: f.name }) ?? f,
    currentGroup: (g) => findGroup(draft.page, g.id) ?? g,
    stored: (item) => (draft = applyStoredItem(draft, item)),
    keepField: (f) => (draft = replaceField(draft, f)),
    keepGroup: (g) => (draft = updateGroup(draft, g.id, () => g)),
    notify: (kind, text, action) => toasts.push({ kind, text, ...(action ? { run: action.run } : {}) }),
    unsaved: (key, retry) => (retry ? unsaved.set(key, retry) : unsaved.delete(key)),
    texts: () => texts,
    log: () => {},
  };
  return {
    routine: createSaveRoutine(deps),
    requests,
    toasts,
    unsaved,
    saveData,
    draft: () => draft,
    field: (name: string) => findGroup(draft.page, 'group-cta')!.fields[name]!,
  };
}

const text = (locale: 'de' | 'en', value: string | null) => ({ content: { locale, text: value } });

describe('skip rules', () => {
  it('skips an unchanged text and a text empty before and after', () => {
    expect(fieldSaveUnchanged(title, text('de', 'Gute Sicht'))).toBe(true);
    expect(fieldSaveUnchanged({ ...title, content: null }, text('de', '   '))).toBe(true);
    expect(fieldSaveUnchanged({ ...title, content: null }, text('de', null))).toBe(true);
    expect(fieldSaveUnchanged(title, text('de', 'Gute Sicht!'))).toBe(false);
    expect(fieldSaveUnchanged(title, text('de', null))).toBe(false);
  });

  it('compares the locale being saved only', () => {
    expect(fieldSaveUnchanged(title, text('en', 'Clear sight'))).toBe(true);
    expect(fieldSaveUnchanged(title, text('en', 'Gute Sicht'))).toBe(false);
  });

  it('compares rich-text documents when sent', () => {
    const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A' }] }] };
    const rich: FieldSnapshot = {
      ...title,
      content: { kind: 'localized', values: { de: { text: 'A', json: doc } } },
    };
    expect(fieldSaveUnchanged(rich, { content: { locale: 'de', text: 'A', json: doc } })).toBe(true);
    const bold = {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'A', marks: [{ type: 'strong' }] }] }],
    };
    expect(fieldSaveUnchanged(rich, { content: { locale: 'de', text: 'A', json: bold } })).toBe(false);
  });

  it('compares single values, options, media and visibility', () => {
    const price: FieldSnapshot = { ...title, content: { kind: 'single', value: 120 } };
    expect(fieldSaveUnchanged(price, { content: { value: 120 } })).toBe(true);
    expect(fieldSaveUnchanged(price, { content: { value: 125 } })).toBe(false);
    expect(fieldSaveUnchanged(title, { options: { link: null } })).toBe(true);
    expect(fieldSaveUnchanged(title, { options: { link: { type: 'url', url: 'https://a.ch' } } })).toBe(
      false,
    );
    expect(fieldSaveUnchanged(title, { mediaId: null })).toBe(true);
    expect(fieldSaveUnchanged(title, { visible: true })).toBe(true);
    expect(fieldSaveUnchanged(title, { visible: false })).toBe(false);
  });

  it('ignores key order in option values', () => {
    expect(optionsUnchanged({ link: { type: 'url', url: 'x' } }, { link: { url: 'x', type: 'url' } })).toBe(
      true,
    );
    expect(optionsUnchanged({ alignment: 'left' }, { alignment: 'center' })).toBe(false);
  });

  it('treats any two empty values as unchanged (property)', () => {
    const empty = fc.oneof(
      fc.constant(null),
      fc.constant(undefined),
      fc.constant([]),
      fc.stringMatching(/^[ \t\n\r]*$/),
    );
    fc.assert(fc.property(empty, empty, (a, b) => isUnchangedValue(a, b)));
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() !== ''),
        (s) => !isUnchangedValue(null, s),
      ),
    );
  });
});

describe('createSaveRoutine', () => {
  it('sends item, parent, revision and cache tag, and puts the answer into the draft', async () => {
    const h = harness(async (request) => {
      const field = applyFieldData(title, (request as Extract<SaveRequest, { itemType: 'field' }>).data);
      return { item: storedField(field, 4) };
    });
    expect(await h.routine.saveField({ field: title, data: text('de', 'Scharf sehen') })).toBe('saved');
    expect(h.requests).toEqual([
      {
        itemType: 'field',
        pageId: 'page-home',
        groupId: 'group-cta',
        name: 'title',
        baseRevision: 3,
        data: text('de', 'Scharf sehen'),
        revalidationTag: 'group-cta',
      },
    ]);
    expect(h.field('title').revision).toBe(4);
    expect(h.field('title').content).toMatchObject({ values: { de: { text: 'Scharf sehen' } } });
  });

  it('skips unchanged values unless forced', async () => {
    const h = harness(async () => ({ item: storedField(title, 4) }));
    expect(await h.routine.saveField({ field: title, data: text('de', 'Gute Sicht') })).toBe('skipped');
    expect(await h.routine.saveGroupOptions(cta, { alignment: 'left' })).toBe('skipped');
    expect(h.saveData).not.toHaveBeenCalled();
    expect(await h.routine.saveField({ field: title, data: text('de', 'Gute Sicht'), force: true })).toBe(
      'saved',
    );
    expect(h.saveData).toHaveBeenCalledTimes(1);
  });

  it('creates a declared field that has no row yet (baseRevision null)', async () => {
    const placeholder = findGroup(draft0.page, 'group-cta')!.fields['button']!;
    expect(placeholder.revision).toBeUndefined();
    const h = harness(async (request) => {
      const data = (request as Extract<SaveRequest, { itemType: 'field' }>).data;
      return { item: storedField(applyFieldData(placeholder, data), 0) };
    });
    expect(await h.routine.saveField({ field: placeholder, data: text('de', 'Termin buchen') })).toBe(
      'saved',
    );
    expect(h.requests[0]).toMatchObject({ baseRevision: null, name: 'button', groupId: 'group-cta' });
    expect(h.field('button')).toMatchObject({ id: 'field-created', revision: 0 });
  });

  it('runs saves of one item in order, each on the revision the previous stored', async () => {
    let revision = 3;
    const h = harness(async (request) => {
      const data = (request as Extract<SaveRequest, { itemType: 'field' }>).data;
      await new Promise((r) => setTimeout(r, 5));
      revision += 1;
      return { item: storedField(applyFieldData(title, data), revision) };
    });
    const first = h.routine.saveField({ field: title, data: text('de', 'Eins') });
    const second = h.routine.saveField({ field: title, data: text('de', 'Zwei') });
    expect(await Promise.all([first, second])).toEqual(['saved', 'saved']);
    expect(h.requests.map((r) => r.baseRevision)).toEqual([3, 4]);
    expect(h.field('title').content).toMatchObject({ values: { de: { text: 'Zwei' } } });
  });

  it('on a 412 shows the newer value, says so, and can still save the edit on top of it', async () => {
    const newer = storedField(
      { ...title, content: { kind: 'localized', values: { de: { text: 'Von Kollegin' } } } },
      5,
    );
    const h = harness(async (request, call) => {
      if (call === 1) throw new ApiFailure(412, 'stale', 'stale', newer);
      const data = (request as Extract<SaveRequest, { itemType: 'field' }>).data;
      return { item: storedField(applyFieldData(title, data), 6) };
    });
    expect(await h.routine.saveField({ field: title, data: text('de', 'Von mir') })).toBe('stale');
    expect(h.field('title')).toMatchObject({
      revision: 5,
      content: { values: { de: { text: 'Von Kollegin' } } },
    });
    expect(h.toasts).toEqual([{ kind: 'warning', text: 'stale', run: expect.any(Function) }]);
    expect(h.unsaved.size).toBe(0);

    h.toasts[0]!.run!();
    await vi.waitFor(() => expect(h.requests).toHaveLength(2));
    expect(h.requests[1]).toMatchObject({ baseRevision: 5, data: text('de', 'Von mir') });
    await vi.waitFor(() => expect(h.field('title').revision).toBe(6));
  });

  it('keeps a failed edit on screen, logs it, shows it with a retry, and the retry saves it', async () => {
    const h = harness(async (request, call) => {
      if (call === 1) throw new ApiFailure(0, 'network_error', 'offline');
      const data = (request as Extract<SaveRequest, { itemType: 'field' }>).data;
      return { item: storedField(applyFieldData(title, data), 4) };
    });
    expect(await h.routine.saveField({ field: title, data: text('de', 'Nicht verlieren') })).toBe('error');
    expect(h.field('title')).toMatchObject({
      revision: 3,
      content: { values: { de: { text: 'Nicht verlieren' } } },
    });
    expect(h.unsaved.has('field:group-cta:title')).toBe(true);
    expect(h.toasts[0]).toMatchObject({ kind: 'error', text: 'error (offline)' });

    h.unsaved.get('field:group-cta:title')!();
    await vi.waitFor(() => expect(h.unsaved.size).toBe(0));
    expect(h.requests[1]).toMatchObject({ baseRevision: 3, data: text('de', 'Nicht verlieren') });
    expect(h.field('title').revision).toBe(4);
  });

  it('offers signing in again when the session expired', async () => {
    const h = harness(async () => {
      throw new ApiFailure(401, 'unauthorized', 'unauthorized');
    });
    const signIn = vi.fn();
    const routine = createSaveRoutine({
      api: { saveData: h.saveData },
      page: () => draft0.page,
      currentField: (f) => f,
      currentGroup: (g) => g,
      stored: () => {},
      keepField: () => {},
      keepGroup: () => {},
      notify: (kind, text, action) => h.toasts.push({ kind, text, ...(action ? { run: action.run } : {}) }),
      unsaved: () => {},
      texts: () => texts,
      signIn,
      log: () => {},
    });
    expect(await routine.saveField({ field: title, data: text('de', 'x') })).toBe('error');
    expect(h.toasts[0]!.text).toBe('signed out');
    h.toasts[0]!.run!();
    expect(signIn).toHaveBeenCalled();
  });

  it('saves group options with the group revision and applies the stored group', async () => {
    const h = harness(async () => ({ item: storedGroup(cta, { options: { alignment: 'center' } }) }));
    expect(await h.routine.saveGroupOptions(cta, { alignment: 'center' })).toBe('saved');
    expect(h.requests[0]).toEqual({
      itemType: 'group',
      pageId: 'page-home',
      groupId: 'group-cta',
      baseRevision: 7,
      data: { options: { alignment: 'center' } },
      revalidationTag: 'group-cta',
    });
    expect(findGroup(h.draft().page, 'group-cta')).toMatchObject({
      revision: 8,
      options: { alignment: 'center' },
    });
  });

  it('on a 412 for group options shows the stored options', async () => {
    const h = harness(async () => {
      throw new ApiFailure(
        412,
        'stale',
        'stale',
        storedGroup(cta, { revision: 9, options: { alignment: 'right' } }),
      );
    });
    expect(await h.routine.saveGroupOptions(cta, { alignment: 'center' })).toBe('stale');
    expect(findGroup(h.draft().page, 'group-cta')).toMatchObject({
      revision: 9,
      options: { alignment: 'right' },
    });
  });

  it('saves page language visibility only when it changes', async () => {
    const h = harness(async () => ({
      item: {
        itemType: 'page',
        id: 'page-home',
        revision: 2,
        collection: null,
        role: 'home',
        status: 'published',
        slug: { de: '', en: '' },
        meta: { name: { de: 'Start', en: 'Home' }, disallowedLanguages: ['en'] },
        published: true,
      },
    }));
    expect(await h.routine.savePageOptions({ disallowedLanguages: [] })).toBe('skipped');
    expect(await h.routine.savePageOptions({ disallowedLanguages: ['en'] })).toBe('saved');
    expect(h.requests[0]).toMatchObject({ itemType: 'page', baseRevision: 1 });
    expect(h.draft().page.meta.disallowedLanguages).toEqual(['en']);
  });
});
