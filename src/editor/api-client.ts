/**
 * The editor's typed API client: one function per call of src/lib/editor-api.ts. Requests are
 * checked before they leave (a bug in the UI fails loudly instead of sending junk), answers are
 * validated before the UI trusts them, and every failure is one `ApiFailure` with the status,
 * the API's error code and message, and, for a 412, the item as it is stored now.
 */
import * as v from 'valibot';
import {
  API_PREFIX,
  ApiErrorBodySchema,
  DraftPageQuerySchema,
  DraftPageResponseSchema,
  EDITOR_CALLS,
  successSchema,
  type CacheTag,
  type DraftPageQuery,
  type DraftPageResponse,
  type EditorCallName,
  type FieldVisibilityRequest,
  type FieldVisibilityResponse,
  type GroupAddRequest,
  type GroupAddResponse,
  type GroupMetaRequest,
  type GroupMetaResponse,
  type GroupRemoveRequest,
  type GroupRemoveResponse,
  type GroupSortRequest,
  type GroupSortResponse,
  type GroupStatusRequest,
  type GroupStatusResponse,
  type GroupVisibilityRequest,
  type GroupVisibilityResponse,
  type PublicationStatusResponse,
  type PublishResponse,
  type RevalidateTagResponse,
  type RevertAllResponse,
  type RevertResponse,
  type SaveRequest,
  type SaveResponse,
  type StoredItem,
  type TranslationStatusResponse,
} from '../lib/editor-api.ts';

/** Codes the client itself produces (the server's codes come through unchanged). */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'invalid_request';

/** A failed call: HTTP status (0 when no answer), error code and message; `current` on a 412. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  /** On a 412 'stale' save: the item as stored now, to show instead of the stale value. */
  readonly current: StoredItem | null;
  constructor(status: number, code: string, message: string, current: StoredItem | null = null) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
    this.current = current;
  }

  /** True for a 412: someone saved a newer value since the editor loaded this one. */
  get isStale(): boolean {
    return this.status === 412;
  }
}

export interface EditorApiOptions {
  /** Replaces the global fetch (tests); read at call time when omitted. */
  fetch?: typeof fetch;
  /** Origin to prefix paths with; '' (same origin) by default. */
  baseUrl?: string;
}

/** The answer data of a call in the table. */
type CallData<N extends EditorCallName> = v.InferOutput<(typeof EDITOR_CALLS)[N]['response']>;

/** Builds a client; `editorApi` below is the default one over the page's own origin. */
export function createEditorApi(options: EditorApiOptions = {}) {
  const baseUrl = options.baseUrl ?? '';

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    responseSchema: v.GenericSchema<unknown, T>,
    body: unknown,
    query?: Record<string, string>,
  ): Promise<T> {
    const search = query ? `?${new URLSearchParams(query).toString()}` : '';
    const doFetch = options.fetch ?? globalThis.fetch;
    let res: Response;
    try {
      res = await doFetch(`${baseUrl}${API_PREFIX}${path}${search}`, {
        method,
        credentials: 'same-origin',
        headers:
          method === 'GET'
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { body: JSON.stringify(body ?? {}) }),
      });
    } catch (err) {
      throw new ApiFailure(0, 'network_error', err instanceof Error ? err.message : String(err));
    }
    let json: unknown;
    try {
      json = await res.json();
    } catch {
      throw new ApiFailure(res.status, 'invalid_response', `${method} ${path}: the answer is not JSON`);
    }
    if (
      !res.ok ||
      (typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false)
    ) {
      const parsed = v.safeParse(ApiErrorBodySchema, json);
      if (!parsed.success) {
        throw new ApiFailure(res.status, 'invalid_response', `${method} ${path}: HTTP ${res.status}`);
      }
      const { error, data } = parsed.output;
      throw new ApiFailure(res.status, error.code, error.message, data?.current ?? null);
    }
    const parsed = v.safeParse(successSchema(responseSchema), json);
    if (!parsed.success) {
      const where = parsed.issues
        .slice(0, 3)
        .map((i) => i.path?.map((p) => String(p.key)).join('.') ?? '(root)')
        .join(', ');
      throw new ApiFailure(
        res.status,
        'invalid_response',
        `${method} ${path}: unexpected answer at ${where}`,
      );
    }
    return parsed.output.data as T;
  }

  /** Validates the input of a call from the table, then sends it. */
  async function call<N extends EditorCallName>(name: N, input: unknown): Promise<CallData<N>> {
    const def = EDITOR_CALLS[name];
    const checked = v.safeParse(def.request as v.GenericSchema, input);
    if (!checked.success) {
      throw new ApiFailure(0, 'invalid_request', `${def.path}: ${v.summarize(checked.issues)}`);
    }
    const responseSchema = def.response as v.GenericSchema<unknown, CallData<N>>;
    if (def.method === 'GET') {
      return request('GET', def.path, responseSchema, undefined, checked.output as Record<string, string>);
    }
    return request('POST', def.path, responseSchema, checked.output);
  }

  return {
    /** POST /data: saves a field, group or page; a 412 ApiFailure carries the newer `current`. */
    saveData: (input: SaveRequest): Promise<SaveResponse> => call('save', input),
    /** POST /field/visibility. */
    setFieldVisibility: (input: FieldVisibilityRequest): Promise<FieldVisibilityResponse> =>
      call('fieldVisibility', input),
    /** POST /group/add: inserts a block next to `nextTo` (null: at the end). */
    addGroup: (input: GroupAddRequest): Promise<GroupAddResponse> => call('groupAdd', input),
    /** POST /group/sort: moves a block up or down. */
    sortGroup: (input: GroupSortRequest): Promise<GroupSortResponse> => call('groupSort', input),
    /** POST /group/status: marks a block for deletion or restores its previous status. */
    setGroupStatus: (input: GroupStatusRequest): Promise<GroupStatusResponse> => call('groupStatus', input),
    /** POST /group/remove: deletes a draft block, marks a published one. */
    removeGroup: (input: GroupRemoveRequest): Promise<GroupRemoveResponse> => call('groupRemove', input),
    /** POST /group/visibility: field visibility of a block by field name. */
    setGroupVisibility: (input: GroupVisibilityRequest): Promise<GroupVisibilityResponse> =>
      call('groupVisibility', input),
    /** POST /group/meta: languages a block is hidden in. */
    setGroupMeta: (input: GroupMetaRequest): Promise<GroupMetaResponse> => call('groupMeta', input),
    /** GET /page/status/publication: changed fields, groups and pages; whether publish is offered. */
    getPublicationStatus: (id: string): Promise<PublicationStatusResponse> =>
      call('publicationStatus', { id }),
    /** GET /page/status/translation: missing translations per locale. */
    getTranslationStatus: async (id: string): Promise<TranslationStatusResponse> =>
      (await call('translationStatus', { id })) as TranslationStatusResponse,
    /** POST /page/publish. */
    publishPage: (id: string): Promise<PublishResponse> => call('publish', { id }),
    /** POST /page/revert: discards the page's unpublished changes in all languages. */
    revertPage: (id: string): Promise<RevertResponse> => call('revert', { id }),
    /** POST /page/revertAll: discards unpublished changes of every page. */
    revertAllPages: (): Promise<RevertAllResponse> => call('revertAll', {}),
    /** POST /revalidate/tag. */
    revalidateTag: (tag: CacheTag): Promise<RevalidateTagResponse> => call('revalidateTag', { tag }),
    /** GET /page/get?includeDrafts=true: the draft page and the draft site pieces to render it. */
    getDraftPage: async (query: DraftPageQuery): Promise<DraftPageResponse> => {
      const checked = v.safeParse(DraftPageQuerySchema, query);
      if (!checked.success) {
        throw new ApiFailure(0, 'invalid_request', `/page/get: ${v.summarize(checked.issues)}`);
      }
      const params: Record<string, string> =
        'id' in checked.output
          ? { includeDrafts: 'true', id: checked.output.id }
          : { includeDrafts: 'true', locale: checked.output.locale, slug: checked.output.slug };
      return request('GET', '/page/get', DraftPageResponseSchema, undefined, params);
    },
  };
}

/** The client type (for injecting a fake into UI tests). */
export type EditorApi = ReturnType<typeof createEditorApi>;

/** The default client over the page's own origin with the session cookie. */
export const editorApi: EditorApi = createEditorApi();

export const {
  saveData,
  setFieldVisibility,
  addGroup,
  sortGroup,
  setGroupStatus,
  removeGroup,
  setGroupVisibility,
  setGroupMeta,
  getPublicationStatus,
  getTranslationStatus,
  publishPage,
  revertPage,
  revertAllPages,
  revalidateTag,
  getDraftPage,
} = editorApi;
