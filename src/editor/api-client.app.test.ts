/**
 * The browser client (`api-client.ts`) against the real app: every call's request and answer pass
 * both sides' validation (the contract holds end to end), and a stale save surfaces as an
 * ApiFailure with the newer value. It lives here, not beside the routes, because the API may not
 * import the editor (functions/CONTEXT.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE } from '../../db/seed/ids.ts';
import {
  editorBrowserFetch,
  freshDb,
  testApp,
  type TestDb,
} from '../../functions/routes/editor/test-support.ts';
import { ApiFailure, createEditorApi, type EditorApi } from './api-client.ts';

let t: TestDb;
let api: EditorApi;
beforeAll(async () => {
  t = await freshDb();
  const { app } = testApp(t.db);
  const fetch = editorBrowserFetch(app);
  api = createEditorApi({ fetch, baseUrl: 'http://localhost' });
});
afterAll(async () => t.close());

const HOME = PAGE.home;

describe('editor API client over the real app', () => {
  it('runs an editing session: load, save, add, move, hide, status, publish, revert', async () => {
    const draft = await api.getDraftPage({ locale: 'de', slug: '' });
    expect(draft.page.id).toBe(HOME);
    const cta = draft.page.groups.find((g) => g.type === 'cta')!;
    const title = cta.fields['title']!;

    const saved = await api.saveData({
      itemType: 'field',
      pageId: HOME,
      groupId: cta.id,
      name: 'title',
      baseRevision: title.revision ?? 0,
      data: { content: { locale: 'de', text: 'Über den Client' } },
    });
    expect(saved.item.revision).toBe((title.revision ?? 0) + 1);

    const stale = await api
      .saveData({
        itemType: 'field',
        pageId: HOME,
        groupId: cta.id,
        name: 'title',
        baseRevision: title.revision ?? 0,
        data: { content: { locale: 'de', text: 'Zu spät' } },
      })
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(ApiFailure);
    expect((stale as ApiFailure).isStale).toBe(true);
    expect((stale as ApiFailure).current).toEqual(saved.item);

    const added = await api.addGroup({ pageId: HOME, groupName: 'cta', nextTo: cta.id });
    expect((await api.sortGroup({ pageId: HOME, groupId: added.group.id, direction: 'up' })).moved).toBe(
      true,
    );
    await api.setGroupMeta({ pageId: HOME, groupId: added.group.id, meta: { disallowedLanguages: ['en'] } });
    await api.setGroupVisibility({ pageId: HOME, groupId: added.group.id, visibleFields: { image: false } });
    await api.setFieldVisibility({ fieldId: title.id, fieldName: 'title', groupId: cta.id, visible: true });
    await api.saveData({
      itemType: 'group',
      pageId: HOME,
      groupId: added.group.id,
      baseRevision: added.group.revision + 1,
      data: { options: { backgroundColor: 'secondary' } },
    });

    const status = await api.getPublicationStatus(HOME);
    expect(status.counts.fields).toBeGreaterThan(0);
    expect(status.counts.groups).toBe(1); // the new block (moving it shifts no published block)
    const translation = await api.getTranslationStatus(HOME);
    expect(translation.missing.en.count).toBe(0);

    const removed = await api.removeGroup({ pageId: HOME, groupId: 'group-home-about' });
    expect(removed.outcome).toBe('marked');
    await api.setGroupStatus({
      pageId: HOME,
      groupId: 'group-home-about',
      from: 'markedForDeletion',
      to: 'published',
    });

    const published = await api.publishPage(HOME);
    expect(published.live).toBe(true);
    expect((await api.getPublicationStatus(HOME)).canPublish).toBe(false);

    await api.saveData({
      itemType: 'page',
      pageId: HOME,
      baseRevision: draft.page.revision ?? 0,
      data: { options: { name: { de: 'Start' } } },
    });
    const reverted = await api.revertPage(HOME);
    expect(reverted.pageId).toBe(HOME);
    expect((await api.revertAllPages()).pageIds).toContain(HOME);
    expect(await api.revalidateTag('pageStatus')).toEqual({ tag: 'pageStatus', revalidated: true });
  });

  it('surfaces validation and not-found errors as ApiFailure', async () => {
    await expect(
      api.saveData({
        itemType: 'group',
        pageId: HOME,
        groupId: 'group-home-hero',
        baseRevision: 0,
        data: { options: { alignment: 'diagonal' } },
      }),
    ).rejects.toMatchObject({ status: 400, code: 'invalid_input' });
    await expect(api.publishPage('page-nope')).rejects.toMatchObject({ status: 404, code: 'page_not_found' });
  });
});
