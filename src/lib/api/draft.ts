/**
 * GET /page/get?includeDrafts=true — the draft page for the editor, with the pieces of the draft
 * site it renders with. Requires a signed-in editor. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import { LocaleSchema } from '../content.ts';
import { IdSchema } from './common.ts';
import { PageSnapshotSchema, SiteSnapshotSchema } from './snapshot.ts';

/**
 * Which draft page: by id or by locale + slug path ('' for home, 'kontakt', 'team/{slug-or-id}').
 */
export const DraftPageQuerySchema = v.union([
  v.strictObject({ id: IdSchema }),
  v.strictObject({
    locale: LocaleSchema,
    slug: v.pipe(v.string(), v.maxLength(300), v.regex(/^[\w~\-/.]*$/u)),
  }),
]);
export type DraftPageQuery = v.InferOutput<typeof DraftPageQuerySchema>;

/**
 * The draft page and the pieces of the draft site the editor renders it with. `site.pages` holds
 * every draft page without its groups (links, collections), except the detail group of collection
 * items; the requested page itself is `page`, with all its groups.
 */
export const DraftPageResponseSchema = v.object({
  page: PageSnapshotSchema,
  site: SiteSnapshotSchema,
  paths: v.array(v.object({ locale: LocaleSchema, path: v.string() })),
  /** Whether the site may add health-optics-only boxes (HEALTH_OPTICS_BLOCK_TYPES). */
  healthOpticsMember: v.boolean(),
});
export type DraftPageResponse = v.InferOutput<typeof DraftPageResponseSchema>;
