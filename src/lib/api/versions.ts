/**
 * Version history and scheduled publishing (docs/decisions/0020): GET /page/versions/list,
 * GET /page/versions/get, POST /page/versions/restore; POST /page/schedule/add, GET
 * /page/schedule/list, POST /page/schedule/cancel. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { SCHEDULE_STATES } from '../versions/due.ts';
import { PAGE_SETTINGS } from '../versions/summary.ts';
import { IdSchema } from './common.ts';
import { PageSnapshotSchema } from './snapshot.ts';

/** Error codes of these routes (404 for the first two, 409 for the past time). */
export const VERSION_ERROR_CODES = ['version_not_found', 'schedule_not_found', 'schedule_in_past'] as const;

const NamedCountSchema = v.object({
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  names: v.array(v.string()),
});

/** What a version changed against the one before (`VersionSummary`, src/lib/versions/summary.ts). */
export const VersionSummarySchema = v.object({
  first: v.boolean(),
  page: v.array(v.picklist(PAGE_SETTINGS)),
  fields: NamedCountSchema,
  blocksAdded: NamedCountSchema,
  blocksRemoved: NamedCountSchema,
  blocksMoved: NamedCountSchema,
  optionsChanged: NamedCountSchema,
});

/** Who published: an editor, or the scheduler on behalf of the editor who scheduled it. */
export const PublisherSchema = v.object({
  kind: v.picklist(['editor', 'scheduled']),
  id: v.nullable(v.string()),
  name: v.nullable(v.string()),
  email: v.nullable(v.string()),
});
export type Publisher = v.InferOutput<typeof PublisherSchema>;

/** One version as the history lists it. */
export const VersionEntrySchema = v.object({
  pageId: IdSchema,
  /** 1, 2, 3 ... per page. */
  sequence: v.pipe(v.number(), v.integer(), v.minValue(1)),
  publishedAt: v.string(),
  publishedBy: PublisherSchema,
  summary: VersionSummarySchema,
});
export type VersionEntry = v.InferOutput<typeof VersionEntrySchema>;

const SequenceSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/u), v.transform(Number));

/** GET /page/versions/list?pageId=: the page's versions, newest first. */
export const VersionListQuerySchema = v.strictObject({ pageId: IdSchema });
export const VersionListResponseSchema = v.object({ versions: v.array(VersionEntrySchema) });
export type VersionListResponse = v.InferOutput<typeof VersionListResponseSchema>;

/** GET /page/versions/get?pageId=&sequence=: one version with the page as it was published. */
export const VersionGetQuerySchema = v.strictObject({ pageId: IdSchema, sequence: SequenceSchema });
export const VersionGetResponseSchema = v.object({
  version: VersionEntrySchema,
  page: PageSnapshotSchema,
});
export type VersionGetResponse = v.InferOutput<typeof VersionGetResponseSchema>;

/** POST /page/versions/restore: the version becomes the page's draft (the published side stays). */
export const VersionRestoreRequestSchema = v.strictObject({
  pageId: IdSchema,
  sequence: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type VersionRestoreRequest = v.InferOutput<typeof VersionRestoreRequestSchema>;
export const VersionRestoreResponseSchema = v.object({
  pageId: IdSchema,
  sequence: v.number(),
  /** Blocks that had been deleted since and came back as draft blocks. */
  restoredGroupIds: v.array(IdSchema),
  /** Blocks of the draft the version did not have: deleted (never published) or marked for deletion. */
  removedGroupIds: v.array(IdSchema),
});
export type VersionRestoreResponse = v.InferOutput<typeof VersionRestoreResponseSchema>;

/** Why a scheduled publish failed (the editor words each). */
export const SCHEDULE_FAILURES = [
  'missing_translations',
  'accessibility',
  'page_not_found',
  'internal_error',
] as const;

/** A scheduled publish as the pages panel lists it. */
export const ScheduleEntrySchema = v.object({
  id: IdSchema,
  pageId: IdSchema,
  /** UTC, ISO 8601; shown in Zurich time. */
  dueAt: v.string(),
  state: v.picklist(SCHEDULE_STATES),
  createdBy: v.object({
    id: v.nullable(v.string()),
    name: v.nullable(v.string()),
    email: v.nullable(v.string()),
  }),
  createdAt: v.string(),
  failureReason: v.nullable(v.picklist(SCHEDULE_FAILURES)),
});
export type ScheduleEntry = v.InferOutput<typeof ScheduleEntrySchema>;

/** POST /page/schedule/add: date and time as read on a Zurich clock. */
export const ScheduleAddRequestSchema = v.strictObject({
  pageId: IdSchema,
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/u)),
  time: v.pipe(v.string(), v.regex(/^\d{2}:\d{2}$/u)),
});
export type ScheduleAddRequest = v.InferOutput<typeof ScheduleAddRequestSchema>;
export const ScheduleEntryResponseSchema = v.object({ schedule: ScheduleEntrySchema });

/** GET /page/schedule/list: pending publishes of the site and the failed ones not yet dismissed. */
export const ScheduleListQuerySchema = v.strictObject({});
export const ScheduleListResponseSchema = v.object({ schedules: v.array(ScheduleEntrySchema) });
export type ScheduleListResponse = v.InferOutput<typeof ScheduleListResponseSchema>;

/** POST /page/schedule/cancel: cancels a pending publish, or dismisses a failed one. */
export const ScheduleCancelRequestSchema = v.strictObject({ id: IdSchema });
