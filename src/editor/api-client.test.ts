/** The editor API client (over hc) against a fetch stub: requests it sends, answers it accepts, failures it raises. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure, createEditorApi, editorApi } from './api-client.ts';

interface Sent {
  url: string;
  init: RequestInit;
}

function stub(status: number, body: unknown) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { api: createEditorApi({ fetch: fetch as unknown as typeof globalThis.fetch }), sent };
}

const storedField = {
  itemType: 'field',
  id: 'field-1',
  pageId: 'page-home',
  groupId: 'group-1',
  name: 'title',
  revision: 4,
  content: { kind: 'localized', values: { de: { text: 'Neu' } } },
  options: {},
  mediaId: null,
  visible: true,
  published: true,
};

const save = {
  itemType: 'field' as const,
  pageId: 'page-home',
  groupId: 'group-1',
  name: 'title',
  baseRevision: 3,
  data: { content: { locale: 'de' as const, text: 'Neu' } },
};

afterEach(() => vi.unstubAllGlobals());

describe('editor API client', () => {
  it('posts JSON with the session cookie and returns the validated data', async () => {
    const { api, sent } = stub(200, { success: true, data: { item: storedField } });
    const result = await api.saveData(save);
    expect(result.item).toEqual(storedField);
    expect(sent[0]!.url).toBe('/api/v1/data');
    expect(sent[0]!.init).toMatchObject({ method: 'POST', credentials: 'same-origin' });
    expect(new Headers(sent[0]!.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual(save);
  });

  it('sends GET calls as query strings', async () => {
    const data = {
      pageId: 'page-home',
      counts: { fields: 1, groups: 0, pages: 0 },
      canPublish: true,
      changed: { page: false, groupIds: [], fieldIds: ['field-1'] },
      buttons: [],
    };
    const { api, sent } = stub(200, { success: true, data });
    expect(await api.getPublicationStatus('page-home')).toEqual(data);
    expect(sent[0]!.url).toBe('/api/v1/page/status/publication?id=page-home');
    expect(sent[0]!.init.method).toBe('GET');
    expect(sent[0]!.init.body).toBeUndefined();
  });

  it('asks for the draft page by slug or id', async () => {
    const { api, sent } = stub(404, { success: false, error: { code: 'page_not_found', message: 'x' } });
    await expect(api.getDraftPage({ locale: 'en', slug: 'team/anna' })).rejects.toMatchObject({
      status: 404,
    });
    await expect(api.getDraftPage({ id: 'page-home' })).rejects.toBeInstanceOf(ApiFailure);
    expect(sent.map((s) => s.url)).toEqual([
      '/api/v1/page/get?includeDrafts=true&locale=en&slug=team%2Fanna',
      '/api/v1/page/get?includeDrafts=true&id=page-home',
    ]);
  });

  it('raises a 412 as a stale ApiFailure carrying the current item', async () => {
    const { api } = stub(412, {
      success: false,
      error: { code: 'stale', message: 'Inzwischen wurde ein neuerer Stand gespeichert' },
      data: { current: storedField },
    });
    const err = (await api.saveData(save).catch((e: unknown) => e)) as ApiFailure;
    expect(err).toBeInstanceOf(ApiFailure);
    expect(err).toMatchObject({ status: 412, code: 'stale', current: storedField, isStale: true });
    expect(err.message).toBe('Inzwischen wurde ein neuerer Stand gespeichert');
  });

  it('raises the server error code and message of other failures', async () => {
    const { api } = stub(401, {
      success: false,
      error: { code: 'unauthorized', message: 'Bitte melden Sie sich an' },
    });
    await expect(api.publishPage('page-home')).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
      current: null,
      isStale: false,
    });
  });

  it('refuses answers that do not match the contract', async () => {
    const wrong = stub(200, { success: true, data: { item: { ...storedField, revision: 'four' } } });
    await expect(wrong.api.saveData(save)).rejects.toMatchObject({ code: 'invalid_response' });
    const html = stub(502, '<html>Bad gateway</html>');
    await expect(html.api.revertPage('page-home')).rejects.toMatchObject({
      status: 502,
      code: 'invalid_response',
    });
    const shapeless = stub(500, { oops: true });
    await expect(shapeless.api.revertAllPages()).rejects.toMatchObject({
      status: 500,
      code: 'invalid_response',
    });
  });

  it('checks requests before sending them', async () => {
    const { api, sent } = stub(200, {});
    await expect(
      api.sortGroup({ pageId: 'page-home', groupId: 'g', direction: 'sideways' as 'up' }),
    ).rejects.toMatchObject({
      status: 0,
      code: 'invalid_request',
    });
    await expect(api.getDraftPage({ id: '' })).rejects.toMatchObject({ code: 'invalid_request' });
    expect(sent).toHaveLength(0);
  });

  it('turns network errors into status 0', async () => {
    const api = createEditorApi({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(api.revalidateTag('pages')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('uses the global fetch at call time by default', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ success: true, data: { tag: 'pages', revalidated: true } }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await editorApi.revalidateTag('pages')).toEqual({ tag: 'pages', revalidated: true });
    expect(fetch).toHaveBeenCalledOnce();
  });
});

describe('fetchSubmissions', () => {
  it('asks for one kind and returns the validated data', async () => {
    const { api, sent } = stub(200, { success: true, data: { kind: 'sponsor', total: 0, submissions: [] } });
    const data = await api.fetchSubmissions('sponsor');
    expect(sent[0]!.url).toBe('/api/v1/submissions?kind=sponsor');
    expect(data).toEqual({ kind: 'sponsor', total: 0, submissions: [] });
  });

  it('fails with the status and code of an error answer', async () => {
    const { api } = stub(401, {
      success: false,
      error: { code: 'unauthorized', message: 'Bitte melden Sie sich an' },
    });
    const failure = await api.fetchSubmissions('contact').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ status: 401, code: 'unauthorized' });
  });

  it('refuses an answer of the wrong shape, and reports a network error', async () => {
    const { api } = stub(200, { success: true, data: {} });
    await expect(api.fetchSubmissions('contact')).rejects.toMatchObject({ code: 'invalid_response' });
    const offline = createEditorApi({
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
    });
    await expect(offline.fetchSubmissions('contact')).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });

  it('builds the CSV export URL of a kind in the editor language', () => {
    expect(createEditorApi().submissionsCsvUrl('sponsor', 'fr')).toBe(
      '/api/v1/submissions/export.csv?kind=sponsor&lang=fr',
    );
  });
});
