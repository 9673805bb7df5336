/**
 * The editor API contract (editor spec §7, issue 4 item 10): one valibot schema per request and
 * per answer, shared by the Hono routes (which validate what arrives) and the browser client
 * (which validates what it sends and what comes back). Pure: no I/O, no DOM, no node:*.
 *
 * Every answer is `{ success: true, data }` or `{ success: false, error: { code, message } }`; a
 * stale save answers 412 with code 'stale' and `data: { current }`, the item as it is stored now.
 */
import * as v from 'valibot';
import { BLOCK_TYPES, DIALOG_BLOCK_TYPES } from '../blocks/types.ts';
import {
  COLLECTIONS,
  CONTENT_STATUSES,
  LocaleSchema,
  PAGE_ROLES,
  VISITOR_LOCALES,
  type BranchSnapshot,
  type FieldContent,
  type FieldSnapshot,
  type GroupSnapshot,
  type LocaleMap,
  type MediaSnapshot,
  type NavigationTree,
  type PageMeta,
  type PageSnapshot,
  type ProseMirrorNode,
} from './content.ts';

/** Prefix of every API path. */
export const API_PREFIX = '/api/v1';

/** Cache tags of the editor spec §7; `revalidate/tag` accepts exactly these. */
export const CACHE_TAGS = [
  'appMetadata',
  'pages',
  'pageStatus',
  'settings',
  'navigation',
  'translations',
  'instagramFeed',
  'changelog',
] as const;
export type CacheTag = (typeof CACHE_TAGS)[number];

/** What a save writes: a field, a group (box) or a page (editor spec §3 item kinds). */
export const ITEM_TYPES = ['field', 'group', 'page'] as const;
export type ItemType = (typeof ITEM_TYPES)[number];

/** Largest text a single field locale may hold (a long rich-text article fits easily). */
export const MAX_TEXT_LENGTH = 50_000;
/** Largest request body the editor routes accept, in bytes. */
export const MAX_BODY_BYTES = 512 * 1024;

// ---------------------------------------------------------------------------------------------
// Building blocks

/** A row id: letters, digits, '-' and '_' (seeded ids like 'group-home-hero', generated uuids). */
export const IdSchema = v.pipe(v.string(), v.minLength(1), v.maxLength(100), v.regex(/^[\w-]+$/u));
/** A field name as block schemas declare it ('title', 'secondaryButton'). */
export const FieldNameSchema = v.pipe(v.string(), v.maxLength(60), v.regex(/^[A-Za-z][\w]*$/u));
/** An option key ('alignment', 'link'). */
export const OptionKeySchema = v.pipe(v.string(), v.maxLength(60), v.regex(/^[A-Za-z][\w]*$/u));
/** A row revision (optimistic concurrency). */
export const RevisionSchema = v.pipe(v.number(), v.integer(), v.minValue(0));
export const ContentStatusSchema = v.picklist(CONTENT_STATUSES);
export const CacheTagSchema = v.picklist(CACHE_TAGS);
/** A revalidation tag sent along with a mutation: a cache tag or an item id. */
export const RevalidationTagSchema = v.union([CacheTagSchema, IdSchema]);

/** A Milkdown / ProseMirror document node (recursive). */
export const ProseMirrorNodeSchema: v.GenericSchema<ProseMirrorNode> = v.object({
  type: v.pipe(v.string(), v.maxLength(60)),
  attrs: v.optional(v.record(v.string(), v.unknown())),
  content: v.optional(v.array(v.lazy(() => ProseMirrorNodeSchema))),
  marks: v.optional(
    v.array(
      v.object({
        type: v.pipe(v.string(), v.maxLength(60)),
        attrs: v.optional(v.record(v.string(), v.unknown())),
      }),
    ),
  ),
  text: v.optional(v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH))),
});

const Text = v.pipe(v.string(), v.maxLength(MAX_TEXT_LENGTH));

/** New content of one locale of a localized text, rich-text or button field. */
export const LocalizedContentInputSchema = v.strictObject({
  locale: LocaleSchema,
  /** Plain text (rich text: its plain text); null or whitespace only clears the locale. */
  text: v.nullable(Text),
  /** The rich-text document; leave out for plain text fields. */
  json: v.optional(v.nullable(ProseMirrorNodeSchema)),
});
export type LocalizedContentInput = v.InferOutput<typeof LocalizedContentInputSchema>;

/** New content of a single-value field (one value for all locales). */
export const SingleContentInputSchema = v.strictObject({
  value: v.nullable(v.union([Text, v.pipe(v.number(), v.finite()), v.boolean()])),
});
export type SingleContentInput = v.InferOutput<typeof SingleContentInputSchema>;

/** A partial options map; the server merges it into the stored options and checks each value. */
export const OptionsPatchSchema = v.pipe(
  v.record(OptionKeySchema, v.unknown()),
  v.check((o) => Object.keys(o).length <= 60, 'too many options'),
);

const atLeastOneKey = (o: object) => Object.values(o).some((value) => value !== undefined);

/** What a field save may change. */
export const FieldDataSchema = v.pipe(
  v.strictObject({
    content: v.optional(v.union([LocalizedContentInputSchema, SingleContentInputSchema])),
    options: v.optional(OptionsPatchSchema),
    mediaId: v.optional(v.nullable(IdSchema)),
    visible: v.optional(v.boolean()),
  }),
  v.check((o) => atLeastOneKey(o), 'data is empty'),
);

/** What a group save may change: its options (merged). */
export const GroupDataSchema = v.strictObject({ options: OptionsPatchSchema });

const LocaleTextMap = v.record(LocaleSchema, v.pipe(v.string(), v.maxLength(500)));

/** Page meta a page save may change (merged into the stored meta). */
export const PageMetaPatchSchema = v.strictObject({
  name: v.optional(LocaleTextMap),
  description: v.optional(LocaleTextMap),
  disallowedLanguages: v.optional(v.array(LocaleSchema)),
  password: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200)))),
  ogImageId: v.optional(v.nullable(IdSchema)),
});

/** What a page save may change: meta keys (as `options`) and the shared image (as `mediaId`). */
export const PageDataSchema = v.pipe(
  v.strictObject({ options: v.optional(PageMetaPatchSchema), mediaId: v.optional(v.nullable(IdSchema)) }),
  v.check((o) => atLeastOneKey(o), 'data is empty'),
);

// ---------------------------------------------------------------------------------------------
// Requests

/**
 * POST /data — save one item. A field is named by pageId + groupId (null: a page field) + name;
 * saving a field that does not exist yet creates it (send `baseRevision: null`). Every other
 * save names the revision it was based on; a newer stored revision answers 412 'stale'.
 */
export const SaveRequestSchema = v.variant('itemType', [
  v.strictObject({
    itemType: v.literal('field'),
    pageId: IdSchema,
    groupId: v.nullable(IdSchema),
    name: FieldNameSchema,
    baseRevision: v.nullable(RevisionSchema),
    data: FieldDataSchema,
    revalidationTag: v.optional(RevalidationTagSchema),
  }),
  v.strictObject({
    itemType: v.literal('group'),
    pageId: IdSchema,
    groupId: IdSchema,
    baseRevision: RevisionSchema,
    data: GroupDataSchema,
    revalidationTag: v.optional(RevalidationTagSchema),
  }),
  v.strictObject({
    itemType: v.literal('page'),
    pageId: IdSchema,
    baseRevision: RevisionSchema,
    data: PageDataSchema,
    revalidationTag: v.optional(RevalidationTagSchema),
  }),
]);
export type SaveRequest = v.InferOutput<typeof SaveRequestSchema>;
export type FieldSaveRequest = Extract<SaveRequest, { itemType: 'field' }>;
export type GroupSaveRequest = Extract<SaveRequest, { itemType: 'group' }>;
export type PageSaveRequest = Extract<SaveRequest, { itemType: 'page' }>;

/**
 * PUT/POST /field/visibility — show or hide one field. `fieldId` null (or unknown) finds the field
 * by group and name and creates it when missing; a page field (groupId null) needs `pageId`.
 */
export const FieldVisibilityRequestSchema = v.pipe(
  v.strictObject({
    fieldId: v.nullable(IdSchema),
    fieldName: FieldNameSchema,
    groupId: v.nullable(IdSchema),
    pageId: v.optional(IdSchema),
    visible: v.boolean(),
  }),
  v.check((r) => r.groupId !== null || r.pageId !== undefined, 'pageId is required for a page field'),
);
export type FieldVisibilityRequest = v.InferOutput<typeof FieldVisibilityRequestSchema>;

/** Block types the add-block dialog may insert. */
export const AddableBlockTypeSchema = v.picklist(DIALOG_BLOCK_TYPES);
export const BlockTypeSchema = v.picklist(BLOCK_TYPES);

/**
 * POST /group/add — insert a block of type `groupName` with its default options and no fields,
 * after (default) or before the group `nextTo`; `nextTo` null appends at the end of the page.
 */
export const GroupAddRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupName: AddableBlockTypeSchema,
  nextTo: v.nullable(IdSchema),
  position: v.optional(v.picklist(['after', 'before']), 'after'),
});
export type GroupAddRequest = v.InferInput<typeof GroupAddRequestSchema>;

/** POST /group/sort — move a block one place up or down among its siblings (no-op at the ends). */
export const GroupSortRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  direction: v.picklist(['up', 'down']),
});
export type GroupSortRequest = v.InferOutput<typeof GroupSortRequestSchema>;

/**
 * POST /group/status — the status changes the spec implies: mark for deletion (`from` the current
 * status, `to` 'markedForDeletion') and restore (`from` 'markedForDeletion', `to` the previous
 * status). `from` must equal the stored status (else 412 'stale').
 */
export const GroupStatusRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  from: ContentStatusSchema,
  to: ContentStatusSchema,
  revalidationTag: v.optional(RevalidationTagSchema),
});
export type GroupStatusRequest = v.InferOutput<typeof GroupStatusRequestSchema>;

/**
 * POST /group/remove — a never-published group is deleted with its fields and cards; a published
 * one is marked for deletion (restorable through /group/status until the page is published).
 */
export const GroupRemoveRequestSchema = v.strictObject({ pageId: IdSchema, groupId: IdSchema });
export type GroupRemoveRequest = v.InferOutput<typeof GroupRemoveRequestSchema>;

/** PUT/POST /group/visibility — field visibility of a block by field name (missing fields are created). */
export const GroupVisibilityRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  visibleFields: v.pipe(
    v.record(FieldNameSchema, v.boolean()),
    v.check(
      (m) => Object.keys(m).length > 0 && Object.keys(m).length <= 60,
      'visibleFields is empty or too long',
    ),
  ),
});
export type GroupVisibilityRequest = v.InferOutput<typeof GroupVisibilityRequestSchema>;

/** PUT/POST /group/meta — the languages a block is hidden in. */
export const GroupMetaRequestSchema = v.strictObject({
  pageId: IdSchema,
  groupId: IdSchema,
  meta: v.strictObject({ disallowedLanguages: v.array(LocaleSchema) }),
});
export type GroupMetaRequest = v.InferOutput<typeof GroupMetaRequestSchema>;

/** GET /page/status/publication?id= and GET /page/status/translation?id= (other query keys ignored). */
export const PageIdQuerySchema = v.object({ id: IdSchema });
export type PageIdQuery = v.InferOutput<typeof PageIdQuerySchema>;

/** POST /page/publish and POST /page/revert. */
export const PageIdRequestSchema = v.strictObject({ id: IdSchema });
export type PageIdRequest = v.InferOutput<typeof PageIdRequestSchema>;

/** POST /page/revertAll: no payload (an empty object or no body). */
export const RevertAllRequestSchema = v.optional(v.strictObject({}), {});

/** POST /revalidate/tag. */
export const RevalidateTagRequestSchema = v.strictObject({ tag: CacheTagSchema });
export type RevalidateTagRequest = v.InferOutput<typeof RevalidateTagRequestSchema>;

/**
 * GET /page/get?includeDrafts=true — the draft page for the editor, by id or by locale + slug
 * path ('' for home, 'kontakt', 'team/{slug-or-id}'). Requires a signed-in editor.
 */
export const DraftPageQuerySchema = v.union([
  v.strictObject({ id: IdSchema }),
  v.strictObject({
    locale: LocaleSchema,
    slug: v.pipe(v.string(), v.maxLength(300), v.regex(/^[\w~\-/.]*$/u)),
  }),
]);
export type DraftPageQuery = v.InferOutput<typeof DraftPageQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Stored items (what saves answer, and `current` of a 412)

const JsonObject = v.record(v.string(), v.unknown());
const LocaleMapOf = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.record(v.string(), schema),
    v.check((m) => Object.keys(m).every((k) => (VISITOR_LOCALES as readonly string[]).includes(k))),
  ) as unknown as v.GenericSchema<LocaleMap<v.InferOutput<T>>>;

export const FieldContentSchema: v.GenericSchema<FieldContent> = v.variant('kind', [
  v.object({
    kind: v.literal('localized'),
    values: LocaleMapOf(
      v.object({ text: v.nullable(v.string()), json: v.optional(v.nullable(ProseMirrorNodeSchema)) }),
    ),
  }),
  v.object({ kind: v.literal('single'), value: v.nullable(v.union([v.string(), v.number(), v.boolean()])) }),
]);

export const PageMetaSchema: v.GenericSchema<PageMeta> = v.object({
  name: LocaleMapOf(v.string()),
  description: v.optional(LocaleMapOf(v.string())),
  disallowedLanguages: v.optional(v.array(v.string())),
  password: v.optional(v.nullable(v.string())),
  ogImageId: v.optional(v.nullable(v.string())),
});

/** A field row's draft side. */
export const StoredFieldSchema = v.object({
  itemType: v.literal('field'),
  id: IdSchema,
  pageId: IdSchema,
  groupId: v.nullable(IdSchema),
  name: v.string(),
  revision: RevisionSchema,
  content: v.nullable(FieldContentSchema),
  options: JsonObject,
  mediaId: v.nullable(v.string()),
  visible: v.boolean(),
  /** False while the field was never published. */
  published: v.boolean(),
});
export type StoredField = v.InferOutput<typeof StoredFieldSchema>;

/** A group row's draft side. */
export const StoredGroupSchema = v.object({
  itemType: v.literal('group'),
  id: IdSchema,
  pageId: IdSchema,
  parentId: v.nullable(IdSchema),
  type: v.string(),
  revision: RevisionSchema,
  status: ContentStatusSchema,
  previousStatus: v.nullable(ContentStatusSchema),
  position: v.number(),
  options: JsonObject,
  meta: v.object({ disallowedLanguages: v.array(v.string()) }),
  /** False while the group was never published (removing it deletes it outright). */
  published: v.boolean(),
});
export type StoredGroup = v.InferOutput<typeof StoredGroupSchema>;

/** A page row's draft side. */
export const StoredPageSchema = v.object({
  itemType: v.literal('page'),
  id: IdSchema,
  revision: RevisionSchema,
  collection: v.nullable(v.picklist(COLLECTIONS)),
  role: v.nullable(v.picklist(PAGE_ROLES)),
  status: ContentStatusSchema,
  slug: LocaleMapOf(v.string()),
  meta: PageMetaSchema,
  published: v.boolean(),
});
export type StoredPage = v.InferOutput<typeof StoredPageSchema>;

export const StoredItemSchema = v.variant('itemType', [
  StoredFieldSchema,
  StoredGroupSchema,
  StoredPageSchema,
]);
/** An item as stored now (draft side), with its revision. */
export type StoredItem = v.InferOutput<typeof StoredItemSchema>;

/** Position of a group among its siblings after an add or a move. */
export const GroupPositionSchema = v.object({ id: IdSchema, position: v.number() });
export type GroupPosition = v.InferOutput<typeof GroupPositionSchema>;

// ---------------------------------------------------------------------------------------------
// Answers (the `data` of a successful response)

export const SaveResponseSchema = v.object({ item: StoredItemSchema });
export type SaveResponse = v.InferOutput<typeof SaveResponseSchema>;

export const FieldVisibilityResponseSchema = v.object({ field: StoredFieldSchema });
export type FieldVisibilityResponse = v.InferOutput<typeof FieldVisibilityResponseSchema>;

export const GroupAddResponseSchema = v.object({
  group: StoredGroupSchema,
  positions: v.array(GroupPositionSchema),
});
export type GroupAddResponse = v.InferOutput<typeof GroupAddResponseSchema>;

export const GroupSortResponseSchema = v.object({
  /** False when the block already was first (up) or last (down). */
  moved: v.boolean(),
  positions: v.array(GroupPositionSchema),
});
export type GroupSortResponse = v.InferOutput<typeof GroupSortResponseSchema>;

export const GroupStatusResponseSchema = v.object({ group: StoredGroupSchema });
export type GroupStatusResponse = v.InferOutput<typeof GroupStatusResponseSchema>;

export const GroupRemoveResponseSchema = v.variant('outcome', [
  /** A never-published group: gone with its fields and cards (ids listed). */
  v.object({ outcome: v.literal('deleted'), groupIds: v.array(IdSchema), fieldIds: v.array(IdSchema) }),
  /** A published group: marked for deletion, restorable. */
  v.object({ outcome: v.literal('marked'), group: StoredGroupSchema }),
]);
export type GroupRemoveResponse = v.InferOutput<typeof GroupRemoveResponseSchema>;

export const GroupVisibilityResponseSchema = v.object({ fields: v.array(StoredFieldSchema) });
export type GroupVisibilityResponse = v.InferOutput<typeof GroupVisibilityResponseSchema>;

export const GroupMetaResponseSchema = v.object({ group: StoredGroupSchema });
export type GroupMetaResponse = v.InferOutput<typeof GroupMetaResponseSchema>;

/** Counts of changed items (editor spec §3 page status counts). */
export const ChangeCountsSchema = v.object({
  fields: v.pipe(v.number(), v.integer(), v.minValue(0)),
  groups: v.pipe(v.number(), v.integer(), v.minValue(0)),
  pages: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type ChangeCounts = v.InferOutput<typeof ChangeCountsSchema>;

/** A button without a link, or without text in some locales (warning tooltips in edit mode). */
export const ButtonWarningSchema = v.object({
  fieldId: IdSchema,
  groupId: v.nullable(IdSchema),
  name: v.string(),
  missingLink: v.boolean(),
  missingText: v.array(LocaleSchema),
});
export type ButtonWarning = v.InferOutput<typeof ButtonWarningSchema>;

/** Missing translations of one locale. */
export const LocaleMissingSchema = v.object({ count: v.number(), fieldIds: v.array(IdSchema) });
export type LocaleMissing = v.InferOutput<typeof LocaleMissingSchema>;
export const MissingTranslationsSchema = v.record(LocaleSchema, LocaleMissingSchema);
/** Missing translations per visitor locale. */
export type MissingTranslations = Record<(typeof VISITOR_LOCALES)[number], LocaleMissing>;

export const PublicationStatusResponseSchema = v.object({
  pageId: IdSchema,
  counts: ChangeCountsSchema,
  /** Something changed and (multilingual) nothing is missing. */
  canPublish: v.boolean(),
  /** Which items changed (for status badges). */
  changed: v.object({ page: v.boolean(), groupIds: v.array(IdSchema), fieldIds: v.array(IdSchema) }),
  buttons: v.array(ButtonWarningSchema),
});
export type PublicationStatusResponse = v.InferOutput<typeof PublicationStatusResponseSchema>;

export const TranslationStatusResponseSchema = v.object({
  pageId: IdSchema,
  multilingual: v.boolean(),
  locales: v.array(LocaleSchema),
  missing: MissingTranslationsSchema,
  total: v.number(),
});
export type TranslationStatusResponse = Omit<
  v.InferOutput<typeof TranslationStatusResponseSchema>,
  'missing'
> & {
  missing: MissingTranslations;
};

export const PublishResponseSchema = v.object({
  pageId: IdSchema,
  publishedAt: v.string(),
  /** Groups marked for deletion that the publish removed. */
  removedGroupIds: v.array(IdSchema),
  /** Public paths that no longer exist (a changed slug or a newly hidden language). */
  removedPaths: v.array(v.string()),
  /** True when the rebuild hook confirmed the new pages are served; false when it failed (logged). */
  live: v.boolean(),
});
export type PublishResponse = v.InferOutput<typeof PublishResponseSchema>;

export const RevertResponseSchema = v.object({
  pageId: IdSchema,
  /** Never-published groups and fields the revert deleted. */
  deletedGroupIds: v.array(IdSchema),
  deletedFieldIds: v.array(IdSchema),
});
export type RevertResponse = v.InferOutput<typeof RevertResponseSchema>;

export const RevertAllResponseSchema = v.object({ pageIds: v.array(IdSchema) });
export type RevertAllResponse = v.InferOutput<typeof RevertAllResponseSchema>;

export const RevalidateTagResponseSchema = v.object({ tag: CacheTagSchema, revalidated: v.literal(true) });
export type RevalidateTagResponse = v.InferOutput<typeof RevalidateTagResponseSchema>;

// Snapshots for the draft page (shapes of src/lib/content.ts)

export const MediaSnapshotSchema: v.GenericSchema<MediaSnapshot> = v.object({
  id: v.string(),
  url: v.string(),
  mimeType: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  alt: LocaleMapOf(v.string()),
  focalPoint: v.nullable(v.object({ x: v.number(), y: v.number() })),
  blurHash: v.nullable(v.string()),
});

export const FieldSnapshotSchema: v.GenericSchema<FieldSnapshot> = v.object({
  id: v.string(),
  revision: v.optional(v.number()),
  pageId: v.optional(v.string()),
  groupId: v.optional(v.nullable(v.string())),
  name: v.string(),
  content: v.nullable(FieldContentSchema),
  options: JsonObject,
  media: v.nullable(MediaSnapshotSchema),
  visible: v.boolean(),
});

export const GroupSnapshotSchema: v.GenericSchema<GroupSnapshot> = v.object({
  id: v.string(),
  revision: v.optional(v.number()),
  type: v.string(),
  version: v.number(),
  status: ContentStatusSchema,
  options: JsonObject,
  disallowedLanguages: v.array(v.string()),
  fields: v.record(v.string(), FieldSnapshotSchema),
  children: v.array(v.lazy(() => GroupSnapshotSchema)),
});

export const PageSnapshotSchema: v.GenericSchema<PageSnapshot> = v.object({
  id: v.string(),
  revision: v.optional(v.number()),
  collection: v.nullable(v.picklist(COLLECTIONS)),
  role: v.nullable(v.picklist(PAGE_ROLES)),
  position: v.number(),
  status: ContentStatusSchema,
  slug: LocaleMapOf(v.string()),
  meta: PageMetaSchema,
  ogImage: v.nullable(MediaSnapshotSchema),
  fields: v.record(v.string(), FieldSnapshotSchema),
  groups: v.array(GroupSnapshotSchema),
});

export const NavigationTreeSchema: v.GenericSchema<NavigationTree> = v.object({
  containers: v.array(
    v.object({
      id: v.string(),
      label: LocaleMapOf(v.string()),
      pageId: v.optional(v.nullable(v.string())),
      children: v.array(
        v.object({
          id: v.string(),
          type: v.literal('page'),
          pageId: v.string(),
          appearance: v.picklist(['default', 'button']),
        }),
      ),
    }),
  ),
});

export const BranchSnapshotSchema: v.GenericSchema<BranchSnapshot> = v.object({
  id: v.string(),
  name: v.string(),
  street: v.string(),
  streetNumber: v.string(),
  zip: v.string(),
  city: v.string(),
  phone: v.nullable(v.string()),
  email: v.nullable(v.string()),
  url: v.nullable(v.string()),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
  openingHours: v.array(v.object({ day: v.number(), open: v.string(), close: v.string() })),
  specialHours: v.array(v.object({ date: v.string(), open: v.string(), close: v.string() })),
});

/**
 * The draft page and the pieces of the draft site the editor renders it with. `site.pages` holds
 * every draft page without its groups (links, collections), except the detail group of collection
 * items; the requested page itself is `page`, with all its groups.
 */
export const DraftPageResponseSchema = v.object({
  page: PageSnapshotSchema,
  site: v.object({
    pages: v.array(PageSnapshotSchema),
    navigation: NavigationTreeSchema,
    settings: JsonObject,
    branches: v.array(BranchSnapshotSchema),
  }),
  paths: v.array(v.object({ locale: LocaleSchema, path: v.string() })),
  /** Whether the site may add health-optics-only boxes (HEALTH_OPTICS_BLOCK_TYPES). */
  healthOpticsMember: v.boolean(),
});
export type DraftPageResponse = v.InferOutput<typeof DraftPageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Envelope

/** The error half of every answer. */
export const ApiErrorBodySchema = v.object({
  success: v.literal(false),
  error: v.object({ code: v.string(), message: v.string() }),
  /** Only on a 412 'stale': the item as stored now. */
  data: v.optional(v.object({ current: StoredItemSchema })),
});
export type ApiErrorBody = v.InferOutput<typeof ApiErrorBodySchema>;

/** The success envelope around a data schema. */
export function successSchema<T extends v.GenericSchema>(data: T) {
  return v.object({ success: v.literal(true), data });
}

/** Body of a 412: the stale item as stored now. */
export interface StaleData {
  current: StoredItem;
}

/**
 * The call table: method, path under API_PREFIX, request schema (body or query) and answer
 * schema. The server mounts routes at these paths; the client builds its functions from it.
 */
export const EDITOR_CALLS = {
  save: { method: 'POST', path: '/data', request: SaveRequestSchema, response: SaveResponseSchema },
  fieldVisibility: {
    method: 'POST',
    path: '/field/visibility',
    request: FieldVisibilityRequestSchema,
    response: FieldVisibilityResponseSchema,
  },
  groupAdd: {
    method: 'POST',
    path: '/group/add',
    request: GroupAddRequestSchema,
    response: GroupAddResponseSchema,
  },
  groupSort: {
    method: 'POST',
    path: '/group/sort',
    request: GroupSortRequestSchema,
    response: GroupSortResponseSchema,
  },
  groupStatus: {
    method: 'POST',
    path: '/group/status',
    request: GroupStatusRequestSchema,
    response: GroupStatusResponseSchema,
  },
  groupRemove: {
    method: 'POST',
    path: '/group/remove',
    request: GroupRemoveRequestSchema,
    response: GroupRemoveResponseSchema,
  },
  groupVisibility: {
    method: 'POST',
    path: '/group/visibility',
    request: GroupVisibilityRequestSchema,
    response: GroupVisibilityResponseSchema,
  },
  groupMeta: {
    method: 'POST',
    path: '/group/meta',
    request: GroupMetaRequestSchema,
    response: GroupMetaResponseSchema,
  },
  publicationStatus: {
    method: 'GET',
    path: '/page/status/publication',
    request: PageIdQuerySchema,
    response: PublicationStatusResponseSchema,
  },
  translationStatus: {
    method: 'GET',
    path: '/page/status/translation',
    request: PageIdQuerySchema,
    response: TranslationStatusResponseSchema,
  },
  publish: {
    method: 'POST',
    path: '/page/publish',
    request: PageIdRequestSchema,
    response: PublishResponseSchema,
  },
  revert: {
    method: 'POST',
    path: '/page/revert',
    request: PageIdRequestSchema,
    response: RevertResponseSchema,
  },
  revertAll: {
    method: 'POST',
    path: '/page/revertAll',
    request: RevertAllRequestSchema,
    response: RevertAllResponseSchema,
  },
  revalidateTag: {
    method: 'POST',
    path: '/revalidate/tag',
    request: RevalidateTagRequestSchema,
    response: RevalidateTagResponseSchema,
  },
} as const;
export type EditorCallName = keyof typeof EDITOR_CALLS;
