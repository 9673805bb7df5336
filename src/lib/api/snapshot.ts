/**
 * Schemas of the snapshot shapes of src/lib/content.ts (what views render: pages with their
 * groups and fields, media, navigation, branches), so the editor can check the draft page it
 * loads. Each schema is typed by its shape, so a change on one side fails to compile until the
 * other follows. Pure: no I/O, no DOM, no node:*.
 */
import * as v from 'valibot';
import {
  COLLECTIONS,
  PAGE_ROLES,
  type BranchSnapshot,
  type FieldSnapshot,
  type GroupSnapshot,
  type MediaSnapshot,
  type NavigationTree,
  type PageSnapshot,
} from '../content.ts';
import { ContentStatusSchema, JsonObjectSchema } from './common.ts';
import { FieldContentSchema, PageMetaSchema, localeMapOf } from './items.ts';

export const MediaSnapshotSchema: v.GenericSchema<MediaSnapshot> = v.object({
  id: v.string(),
  url: v.string(),
  mimeType: v.string(),
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  alt: localeMapOf(v.string()),
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
  options: JsonObjectSchema,
  media: v.nullable(MediaSnapshotSchema),
  visible: v.boolean(),
});

export const GroupSnapshotSchema: v.GenericSchema<GroupSnapshot> = v.object({
  id: v.string(),
  revision: v.optional(v.number()),
  type: v.string(),
  version: v.number(),
  status: ContentStatusSchema,
  options: JsonObjectSchema,
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
  slug: localeMapOf(v.string()),
  meta: PageMetaSchema,
  ogImage: v.nullable(MediaSnapshotSchema),
  fields: v.record(v.string(), FieldSnapshotSchema),
  groups: v.array(GroupSnapshotSchema),
});

export const NavigationTreeSchema: v.GenericSchema<NavigationTree> = v.object({
  containers: v.array(
    v.object({
      id: v.string(),
      label: localeMapOf(v.string()),
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
