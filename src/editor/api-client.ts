/**
 * The editor's API client: a thin wrapper over Hono's typed client (`hc<AppType>`), so every path
 * is written once, in its route file, and renaming a route breaks its callers at compile time.
 * The wrapper keeps what `hc` leaves out: requests are checked against the contract
 * (src/lib/api/) before they leave (a bug in the UI fails loudly instead of sending junk),
 * answers are validated before the UI trusts them, and every failure is one `ApiFailure` with the
 * status, the API's error code and message, and, for a 412, the item as it is stored now.
 *
 * `AppType` is imported as a type only: no server code reaches the browser bundle.
 */
import { hc } from 'hono/client';
import * as v from 'valibot';
import type { AppType } from '../../functions/app.ts';
import type { EditorLocale } from '../i18n/editor.ts';
import { successSchema, type CacheTag } from '../lib/api/common.ts';
import { DraftPageQuerySchema, DraftPageResponseSchema, type DraftPageQuery } from '../lib/api/draft.ts';
import { ApiErrorBodySchema } from '../lib/api/error-body.ts';
import { FieldVisibilityRequestSchema, FieldVisibilityResponseSchema } from '../lib/api/field.ts';
import { GroupAddRequestSchema } from '../blocks/add-request.ts';
import {
  GroupAddResponseSchema,
  GroupMetaRequestSchema,
  GroupMetaResponseSchema,
  GroupRemoveRequestSchema,
  GroupRemoveResponseSchema,
  GroupSortRequestSchema,
  GroupSortResponseSchema,
  GroupStatusRequestSchema,
  GroupStatusResponseSchema,
  GroupVisibilityRequestSchema,
  GroupVisibilityResponseSchema,
} from '../lib/api/group.ts';
import type { StoredItem } from '../lib/api/items.ts';
import {
  PageIdQuerySchema,
  PublicationStatusResponseSchema,
  TranslationStatusResponseSchema,
  type TranslationStatusResponse,
} from '../lib/api/page.ts';
import {
  PageIdRequestSchema,
  PublishResponseSchema,
  RevalidateTagRequestSchema,
  RevalidateTagResponseSchema,
  RevertAllRequestSchema,
  RevertAllResponseSchema,
  RevertResponseSchema,
} from '../lib/api/publish.ts';
import {
  RENDER_TICKET_HEADER,
  RenderRetryResponseSchema,
  RenderStatusResponseSchema,
  renderTicketOf,
} from '../lib/api/render.ts';
import { SaveRequestSchema, SaveResponseSchema } from '../lib/api/save.ts';
import { SubmissionsListSchema, type SubmissionKind } from '../lib/api/submissions.ts';
import { noteRenderTicket } from './live/render-ticket.ts';

/** Codes the client itself produces (the server's codes come through unchanged). */
export type { ClientErrorCode } from '../lib/api/error-body.ts';

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

/** Checks a request against its contract schema; a failure never reaches the network (call it inside an async function, so it rejects). */
export function checked<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  what: string,
): v.InferOutput<S> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new ApiFailure(0, 'invalid_request', `${what}: ${v.summarize(result.issues)}`);
  return result.output;
}

/**
 * Reads an answer: an error body becomes an `ApiFailure` (with `current` on a 412), a success
 * body must match `schema`, anything else is 'invalid_response'.
 */
export async function answer<T>(
  sent: () => Promise<Response>,
  schema: v.GenericSchema<unknown, T>,
  what: string,
): Promise<T> {
  let res: Response;
  try {
    res = await sent();
  } catch (err) {
    throw new ApiFailure(0, 'network_error', err instanceof Error ? err.message : String(err));
  }
  // A write that started a background re-render names it: the toolbar waits for it to be live.
  const ticket = renderTicketOf(res.headers.get(RENDER_TICKET_HEADER));
  if (ticket !== null) noteRenderTicket(ticket);
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ApiFailure(res.status, 'invalid_response', `${what}: the answer is not JSON`);
  }
  if (
    !res.ok ||
    (typeof json === 'object' && json !== null && (json as { success?: unknown }).success === false)
  ) {
    const parsed = v.safeParse(ApiErrorBodySchema, json);
    if (!parsed.success) throw new ApiFailure(res.status, 'invalid_response', `${what}: HTTP ${res.status}`);
    const { error, data } = parsed.output;
    throw new ApiFailure(res.status, error.code, error.message, data?.current ?? null);
  }
  const parsed = v.safeParse(successSchema(schema), json);
  if (!parsed.success) {
    const where = parsed.issues
      .slice(0, 3)
      .map((i) => i.path?.map((p) => String(p.key)).join('.') ?? '(root)')
      .join(', ');
    throw new ApiFailure(res.status, 'invalid_response', `${what}: unexpected answer at ${where}`);
  }
  return parsed.output.data as T;
}

/** Hono's typed client of /api/v1 (shared with the media client in ./media/media-api.ts). */
export function typedApi(options: EditorApiOptions) {
  return hc<AppType>(options.baseUrl ?? '', {
    // Looked up at call time, so a fetch replaced after this client was built is used.
    fetch: ((input, init) => (options.fetch ?? globalThis.fetch)(input, init)) as typeof fetch,
    init: { credentials: 'same-origin' },
    headers: { accept: 'application/json' },
  }).api.v1;
}

/**
 * Builds a client; `editorApi` below is the default one over the page's own origin.
 *
 * @example
 * const api = createEditorApi({ fetch: app.request, baseUrl: 'http://localhost' });
 * const { item } = await api.saveData(save);
 */
export function createEditorApi(options: EditorApiOptions = {}) {
  const api = typedApi(options);

  return {
    /** POST /data: saves a field, group or page; a 412 ApiFailure carries the newer `current`. */
    saveData: async (input: v.InferInput<typeof SaveRequestSchema>) => {
      const json = checked(SaveRequestSchema, input, 'POST /data');
      return answer(() => api.data.$post({ json }), SaveResponseSchema, 'POST /data');
    },
    /** POST /field/visibility. */
    setFieldVisibility: async (input: v.InferInput<typeof FieldVisibilityRequestSchema>) => {
      const json = checked(FieldVisibilityRequestSchema, input, 'POST /field/visibility');
      return answer(
        () => api.field.visibility.$post({ json }),
        FieldVisibilityResponseSchema,
        'POST /field/visibility',
      );
    },
    /** POST /group/add: inserts a block next to `nextTo` (null: at the end). */
    addGroup: async (input: v.InferInput<typeof GroupAddRequestSchema>) => {
      const json = checked(GroupAddRequestSchema, input, 'POST /group/add');
      return answer(() => api.group.add.$post({ json }), GroupAddResponseSchema, 'POST /group/add');
    },
    /** POST /group/sort: moves a block up or down. */
    sortGroup: async (input: v.InferInput<typeof GroupSortRequestSchema>) => {
      const json = checked(GroupSortRequestSchema, input, 'POST /group/sort');
      return answer(() => api.group.sort.$post({ json }), GroupSortResponseSchema, 'POST /group/sort');
    },
    /** POST /group/status: marks a block for deletion or restores its previous status. */
    setGroupStatus: async (input: v.InferInput<typeof GroupStatusRequestSchema>) => {
      const json = checked(GroupStatusRequestSchema, input, 'POST /group/status');
      return answer(() => api.group.status.$post({ json }), GroupStatusResponseSchema, 'POST /group/status');
    },
    /** POST /group/remove: deletes a draft block, marks a published one. */
    removeGroup: async (input: v.InferInput<typeof GroupRemoveRequestSchema>) => {
      const json = checked(GroupRemoveRequestSchema, input, 'POST /group/remove');
      return answer(() => api.group.remove.$post({ json }), GroupRemoveResponseSchema, 'POST /group/remove');
    },
    /** POST /group/visibility: field visibility of a block by field name. */
    setGroupVisibility: async (input: v.InferInput<typeof GroupVisibilityRequestSchema>) => {
      const json = checked(GroupVisibilityRequestSchema, input, 'POST /group/visibility');
      return answer(
        () => api.group.visibility.$post({ json }),
        GroupVisibilityResponseSchema,
        'POST /group/visibility',
      );
    },
    /** POST /group/meta: languages a block is hidden in. */
    setGroupMeta: async (input: v.InferInput<typeof GroupMetaRequestSchema>) => {
      const json = checked(GroupMetaRequestSchema, input, 'POST /group/meta');
      return answer(() => api.group.meta.$post({ json }), GroupMetaResponseSchema, 'POST /group/meta');
    },
    /** GET /page/status/publication: changed fields, groups and pages; whether publish is offered. */
    getPublicationStatus: async (id: string) => {
      const query = checked(PageIdQuerySchema, { id }, 'GET /page/status/publication');
      return answer(
        () => api.page.status.publication.$get({ query }),
        PublicationStatusResponseSchema,
        'GET /page/status/publication',
      );
    },
    /** GET /page/status/translation: missing translations per locale. */
    getTranslationStatus: async (id: string): Promise<TranslationStatusResponse> => {
      const query = checked(PageIdQuerySchema, { id }, 'GET /page/status/translation');
      // The server answers every site locale in `missing`; the schema accepts a partial map.
      return (await answer(
        () => api.page.status.translation.$get({ query }),
        TranslationStatusResponseSchema,
        'GET /page/status/translation',
      )) as TranslationStatusResponse;
    },
    /** POST /page/publish. */
    publishPage: async (id: string) => {
      const json = checked(PageIdRequestSchema, { id }, 'POST /page/publish');
      return answer(() => api.page.publish.$post({ json }), PublishResponseSchema, 'POST /page/publish');
    },
    /** POST /page/revert: discards the page's unpublished changes in all languages. */
    revertPage: async (id: string) => {
      const json = checked(PageIdRequestSchema, { id }, 'POST /page/revert');
      return answer(() => api.page.revert.$post({ json }), RevertResponseSchema, 'POST /page/revert');
    },
    /** POST /page/revertAll: discards unpublished changes of every page. */
    revertAllPages: async () => {
      const json = checked(RevertAllRequestSchema, {}, 'POST /page/revertAll');
      return answer(
        () => api.page.revertAll.$post({ json }),
        RevertAllResponseSchema,
        'POST /page/revertAll',
      );
    },
    /** GET /render/status: which saves the public site shows already (./live/render-watch.ts). */
    getRenderStatus: async () =>
      answer(() => api.render.status.$get(), RenderStatusResponseSchema, 'GET /render/status'),
    /** POST /render/retry: renders the whole site again after a failed render. */
    retryRender: async () =>
      answer(() => api.render.retry.$post(), RenderRetryResponseSchema, 'POST /render/retry'),
    /** POST /revalidate/tag. */
    revalidateTag: async (tag: CacheTag) => {
      const json = checked(RevalidateTagRequestSchema, { tag }, 'POST /revalidate/tag');
      return answer(
        () => api.revalidate.tag.$post({ json }),
        RevalidateTagResponseSchema,
        'POST /revalidate/tag',
      );
    },
    /** GET /page/get?includeDrafts=true: the draft page and the draft site pieces to render it. */
    getDraftPage: async (input: DraftPageQuery) => {
      const draft = checked(DraftPageQuerySchema, input, 'GET /page/get');
      const query =
        'id' in draft
          ? { includeDrafts: 'true' as const, id: draft.id }
          : { includeDrafts: 'true' as const, locale: draft.locale, slug: draft.slug };
      return answer(() => api.page.get.$get({ query }), DraftPageResponseSchema, 'GET /page/get');
    },
    /** GET /submissions: the newest form submissions of one kind (401 when the session expired). */
    fetchSubmissions: (kind: SubmissionKind) =>
      answer(() => api.submissions.$get({ query: { kind } }), SubmissionsListSchema, 'GET /submissions'),
    /** The URL of the CSV export of one kind, with column titles in the editor's language. */
    submissionsCsvUrl: (kind: SubmissionKind, lang: EditorLocale): string =>
      api.submissions['export.csv'].$path({ query: { kind, lang } }),
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
  fetchSubmissions,
  submissionsCsvUrl,
} = editorApi;
