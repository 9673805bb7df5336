/** Field visibility and block languages over a fresh seeded libSQL file. */
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE } from '../../../db/seed/ids.ts';
import { setFieldVisibility, setGroupMeta, setGroupVisibility } from './visibility.ts';
import { seededContentDb } from './test-support.ts';

const t = seededContentDb();
const HOME = PAGE.home;
const HERO = 'group-home-hero';
const CTA = 'group-home-cta';

describe('visibility and meta', () => {
  beforeAll(t.reset);

  it('hides a field, creating it when missing, and checks the field belongs to the group', async () => {
    const { revision } = await t.fieldRow('field-home-hero-kicker');
    const hidden = await setFieldVisibility(t.db, {
      fieldId: 'field-home-hero-kicker',
      fieldName: 'kicker',
      groupId: HERO,
      visible: false,
    });
    expect(hidden).toMatchObject({ visible: false, revision: revision + 1 });
    const created = await setFieldVisibility(t.db, {
      fieldId: null,
      fieldName: 'image',
      groupId: CTA,
      visible: false,
    });
    expect(created).toMatchObject({ name: 'image', groupId: CTA, pageId: HOME, visible: false });
    await expect(
      setFieldVisibility(t.db, {
        fieldId: 'field-home-hero-kicker',
        fieldName: 'title',
        groupId: HERO,
        visible: true,
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('sets group field visibility by name and languages', async () => {
    const { fields: out } = await setGroupVisibility(t.db, {
      pageId: HOME,
      groupId: CTA,
      visibleFields: { title: false, button: true },
    });
    expect(out.map((f) => [f.name, f.visible])).toEqual([
      ['title', false],
      ['button', true],
    ]);
    await expect(
      setGroupVisibility(t.db, { pageId: HOME, groupId: CTA, visibleFields: { nope: true } }),
    ).rejects.toMatchObject({ status: 400 });
    const { group } = await setGroupMeta(t.db, {
      pageId: HOME,
      groupId: CTA,
      meta: { disallowedLanguages: ['en', 'en'] },
    });
    expect(group.meta.disallowedLanguages).toEqual(['en']);
  });
});
