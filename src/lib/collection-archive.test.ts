import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { archiveKey, archiveState, groupArchive, splitArchive } from './collection-archive.ts';
import { DEFAULT_ARCHIVE_KEY } from './collections.ts';
import type { PageMeta } from './content.ts';

const item = (id: string, flags: Record<string, unknown> = {}) => ({
  id,
  page: { meta: { name: { de: id }, ...flags } as PageMeta },
});

describe('archiveKey', () => {
  it("trims the key and falls back to 'Uncategorized'", () => {
    expect(DEFAULT_ARCHIVE_KEY).toBe('Uncategorized');
    expect(archiveKey(' Aktion 2023 ')).toBe('Aktion 2023');
    expect(archiveKey('')).toBe('Uncategorized');
    expect(archiveKey('   ')).toBe('Uncategorized');
    expect(archiveKey(null)).toBe('Uncategorized');
    expect(archiveKey(undefined)).toBe('Uncategorized');
  });
});

describe('archiveState', () => {
  it('reads pages without flags as shown', () => {
    expect(archiveState(item('a').page)).toEqual({ hidden: false, key: 'Uncategorized' });
  });

  it('reads the hidden flag and the archive key', () => {
    expect(archiveState(item('a', { hidden: true, archiveKey: '2023' }).page)).toEqual({
      hidden: true,
      key: '2023',
    });
  });

  it('reads invalid flags leniently', () => {
    expect(archiveState(item('a', { hidden: 'yes', archiveKey: 42 }).page)).toEqual({
      hidden: false,
      key: 'Uncategorized',
    });
  });
});

describe('groupArchive', () => {
  it('sorts keys alphabetically with Uncategorized last and keeps item order', () => {
    const groups = groupArchive(
      [
        { id: 1, key: 'Sommer' },
        { id: 2, key: '' },
        { id: 3, key: 'Aktion' },
        { id: 4, key: 'Sommer' },
        { id: 5, key: 'Ärzte' },
      ],
      (i) => i.key,
    );
    expect(groups.map((g) => [g.key, g.items.map((i) => i.id)])).toEqual([
      ['Aktion', [3]],
      ['Ärzte', [5]],
      ['Sommer', [1, 4]],
      ['Uncategorized', [2]],
    ]);
  });

  it('places every item in exactly one non-empty group, keys unique', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', 'a', 'B', 'Uncategorized', ' a ', 'z')), (keys) => {
        const items = keys.map((key, id) => ({ id, key }));
        const groups = groupArchive(items, (i) => i.key);
        const ids = groups.flatMap((g) => g.items.map((i) => i.id));
        expect(ids.toSorted((a, b) => a - b)).toEqual(items.map((i) => i.id));
        expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
        for (const g of groups) {
          expect(g.items.length).toBeGreaterThan(0);
          expect(g.items.map((i) => i.id)).toEqual(g.items.map((i) => i.id).toSorted((a, b) => a - b));
        }
        const last = groups.at(-1);
        if (groups.some((g) => g.key === 'Uncategorized')) expect(last?.key).toBe('Uncategorized');
      }),
    );
  });
});

describe('splitArchive', () => {
  it('keeps shown items in order and archives hidden ones by key', () => {
    const { shown, archive } = splitArchive([
      item('a'),
      item('b', { hidden: true }),
      item('c', { hidden: false, archiveKey: 'ignored while shown' }),
      item('d', { hidden: true, archiveKey: '2023' }),
      item('e', { hidden: true, archiveKey: '2023' }),
    ]);
    expect(shown.map((i) => i.id)).toEqual(['a', 'c']);
    expect(archive.map((g) => [g.key, g.items.map((i) => i.id)])).toEqual([
      ['2023', ['d', 'e']],
      ['Uncategorized', ['b']],
    ]);
  });

  it('loses no item', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ hidden: fc.boolean(), key: fc.option(fc.string()) })), (flags) => {
        const items = flags.map((f, i) => item(String(i), { hidden: f.hidden, archiveKey: f.key }));
        const { shown, archive } = splitArchive(items);
        const archived = archive.flatMap((g) => g.items);
        expect(shown.length + archived.length).toBe(items.length);
        expect(shown.every((i) => !i.page.meta['hidden' as keyof PageMeta])).toBe(true);
      }),
    );
  });
});
