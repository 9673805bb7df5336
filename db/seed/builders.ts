/**
 * Small builders that keep the demo content readable: localized text, rich text as
 * Milkdown/ProseMirror documents, link values, and page/group/field/media rows whose published
 * side equals their draft side. `publishedAt` is stamped by seedDemoSite at insert time.
 */
import type * as v from 'valibot';
import type { LinkSchema } from '../../src/lib/block-options.ts';
import type { blockSchemas } from '../../src/blocks/registry.ts';
import type { BlockType, FieldName } from '../../src/blocks/types.ts';
import type {
  CollectionName,
  FieldContent,
  LocaleMap,
  PageMeta,
  PageRole,
  ProseMirrorNode,
} from '../../src/lib/content.ts';
import { plainText } from '../../src/lib/richtext.ts';
import type { fields, groups, media, pages } from '../schema.ts';

export type PageRow = typeof pages.$inferInsert;
export type GroupRow = typeof groups.$inferInsert;
export type FieldRow = typeof fields.$inferInsert;
export type MediaRow = typeof media.$inferInsert;
export type LinkInput = v.InferInput<typeof LinkSchema>;

/** Every visible text of the demo exists in both visitor locales. */
export interface DeEn {
  de: string;
  en: string;
}

// ---------------------------------------------------------------------------------------------
// Field content

/** A plain text field in German and English. */
export function localized(de: string, en: string): FieldContent {
  return { kind: 'localized', values: { de: { text: de }, en: { text: en } } };
}

/** One value for all locales (e-mail, numbers, flags). */
export function single(value: string | number | boolean | null): FieldContent {
  return { kind: 'single', value };
}

/** Inline content of a paragraph: plain strings or text nodes built by `link` / `bold`. */
export type Inline = string | ProseMirrorNode;
/** A block of rich text: a string is a paragraph; nodes come from `heading`, `p`, `bullets`. */
export type RichBlock = string | ProseMirrorNode;

const inline = (part: Inline): ProseMirrorNode =>
  typeof part === 'string' ? { type: 'text', text: part } : part;

/** A paragraph of inline parts. */
export function p(...parts: Inline[]): ProseMirrorNode {
  return { type: 'paragraph', content: parts.map(inline) };
}

/** A heading (level 2 unless told). */
export function heading(text: string, level = 2): ProseMirrorNode {
  return { type: 'heading', attrs: { level }, content: [{ type: 'text', text }] };
}

/** A text run with a link mark (`https://...`, `mailto:...`, `tel:...` or `page:{id}`). */
export function link(text: string, href: string): ProseMirrorNode {
  return { type: 'text', text, marks: [{ type: 'link', attrs: { href } }] };
}

/** A bold text run. */
export function bold(text: string): ProseMirrorNode {
  return { type: 'text', text, marks: [{ type: 'strong' }] };
}

/** A bullet list of one-paragraph items. */
export function bullets(...items: Inline[][]): ProseMirrorNode {
  return {
    type: 'bullet_list',
    content: items.map((parts) => ({ type: 'list_item', content: [p(...parts)] })),
  };
}

/** A Milkdown document from blocks. */
export function doc(blocks: readonly RichBlock[]): ProseMirrorNode {
  return { type: 'doc', content: blocks.map((b) => (typeof b === 'string' ? p(b) : b)) };
}

/** A rich-text field: a document per locale plus its plain text. */
export function richText(de: readonly RichBlock[], en: readonly RichBlock[]): FieldContent {
  const deDoc = doc(de);
  const enDoc = doc(en);
  return {
    kind: 'localized',
    values: { de: { text: plainText(deDoc), json: deDoc }, en: { text: plainText(enDoc), json: enDoc } },
  };
}

// ---------------------------------------------------------------------------------------------
// Links (button `link` options)

export const pageLink = (id: string, collection: CollectionName | null = null): LinkInput => ({
  type: 'page',
  page: { id, collection },
});
export const phoneLink = (phone: string): LinkInput => ({ type: 'phone', phone });
export const emailLink = (email: string): LinkInput => ({ type: 'email', email });
export const urlLink = (url: string): LinkInput => ({ type: 'url', url });

// ---------------------------------------------------------------------------------------------
// Fields, groups, pages

/** A field's stored value: content, options and an optional media reference. */
export interface FieldValue {
  content: FieldContent | null;
  options?: Record<string, unknown>;
  mediaId?: string | null;
}

/** A group's fields by name: bare content or a full FieldValue. */
export type FieldInputs = Record<string, FieldContent | FieldValue>;

/** A media field. */
export function image(mediaId: string): FieldValue {
  return { content: null, mediaId };
}

/** A button field: its label per locale and its link option. */
export function button(de: string, en: string, target: LinkInput): FieldValue {
  return { content: localized(de, en), options: { link: target } };
}

export interface GroupSpec {
  key: string;
  type: BlockType;
  fields: FieldInputs;
  options: Record<string, unknown>;
  /** Cards of a group collection (e.g. imageCard children of an imageBoard), in order. */
  children: GroupSpec[];
}

type SchemaOf<T extends BlockType> = (typeof blockSchemas)[T];
type OptionEntries<T extends BlockType> = SchemaOf<T>['options']['entries'];

/** The fields a block type declares, each given as bare content or a full FieldValue. */
export type GroupFieldInputs<T extends BlockType> = {
  [K in FieldName<SchemaOf<T>>]?: FieldContent | FieldValue;
};

/** The options a block type declares, each a value its option schema accepts. */
export type GroupOptionInputs<T extends BlockType> = {
  [K in keyof OptionEntries<T>]?: OptionEntries<T>[K] extends v.GenericSchema
    ? v.InferInput<OptionEntries<T>[K]>
    : never;
};

/**
 * A group (block) of a page; `key` becomes part of its id (`group-{page key}-{key}`). Children
 * (cards of a group collection) get ids `group-{page key}-{key}-{child key}`. Field names and
 * option values are checked against the block type's schema, so a typo fails the type check.
 */
export function group<T extends BlockType>(
  key: string,
  type: T,
  fieldInputs: GroupFieldInputs<T> = {},
  options: GroupOptionInputs<T> = {},
  children: GroupSpec[] = [],
): GroupSpec {
  // Widening to the untyped row shape is safe: every declared field name is a string key.
  return { key, type, fields: fieldInputs as FieldInputs, options, children };
}

export interface PageSpec {
  /** `page-{key}`; the key prefixes the ids of the page's groups and fields. */
  id: string;
  role?: PageRole | null;
  collection?: CollectionName | null;
  position: number;
  slug: DeEn;
  name: DeEn;
  description: DeEn;
  ogImageId?: string | null;
  groups: GroupSpec[];
}

/** The rows of one page: the page, its groups and their fields. */
export interface PageRows {
  page: PageRow;
  groups: GroupRow[];
  fields: FieldRow[];
}

const isFieldValue = (input: FieldContent | FieldValue): input is FieldValue => 'content' in input;

/** Builds a published page with its groups (positions in the given order) and fields. */
export function page(spec: PageSpec): PageRows {
  if (!spec.id.startsWith('page-')) throw new Error(`page id must start with 'page-': ${spec.id}`);
  const key = spec.id.slice('page-'.length);
  const slug: LocaleMap<string> = { de: spec.slug.de, en: spec.slug.en };
  const meta: PageMeta = {
    name: { de: spec.name.de, en: spec.name.en },
    description: { de: spec.description.de, en: spec.description.en },
    disallowedLanguages: [],
    ...(spec.ogImageId ? { ogImageId: spec.ogImageId } : {}),
  };
  const pageRow: PageRow = {
    id: spec.id,
    collection: spec.collection ?? null,
    role: spec.role ?? null,
    position: spec.position,
    status: 'published',
    slug,
    meta,
    publishedSlug: structuredClone(slug),
    publishedMeta: structuredClone(meta),
  };
  const groupRows: GroupRow[] = [];
  const fieldRows: FieldRow[] = [];
  const addGroup = (g: GroupSpec, position: number, idKey: string, parentId: string | null) => {
    const groupId = `group-${idKey}`;
    groupRows.push({
      id: groupId,
      pageId: spec.id,
      parentId,
      type: g.type,
      version: 1,
      status: 'published',
      position,
      options: g.options,
      meta: { disallowedLanguages: [] },
      publishedPosition: position,
      publishedOptions: structuredClone(g.options),
      publishedMeta: { disallowedLanguages: [] },
      publishedVersion: 1,
    });
    for (const [name, input] of Object.entries(g.fields)) {
      const value: FieldValue = isFieldValue(input) ? input : { content: input };
      const options = value.options ?? {};
      fieldRows.push({
        id: `field-${idKey}-${name}`,
        pageId: spec.id,
        groupId,
        name,
        content: value.content,
        options,
        mediaId: value.mediaId ?? null,
        visible: true,
        publishedContent: structuredClone(value.content),
        publishedOptions: structuredClone(options),
        publishedMediaId: value.mediaId ?? null,
        publishedVisible: true,
      });
    }
    g.children.forEach((child, childPosition) =>
      addGroup(child, childPosition, `${idKey}-${child.key}`, groupId),
    );
  };
  spec.groups.forEach((g, position) => addGroup(g, position, `${key}-${g.key}`, null));
  return { page: pageRow, groups: groupRows, fields: fieldRows };
}

// ---------------------------------------------------------------------------------------------
// Media

export interface DemoImageSpec {
  /** File name without extension under public/demo/; the media id is `media-{objectId}`. */
  objectId: string;
  width: number;
  height: number;
  /** Byte size of the SVG file (checked by the seed test). */
  fileSize: number;
  alt: DeEn;
  focalPoint?: { x: number; y: number };
  tags?: string[];
}

/** A media row for a demo SVG under public/demo/. */
export function demoImage(spec: DemoImageSpec): MediaRow {
  return {
    id: `media-${spec.objectId}`,
    mediaType: 'image',
    mimeType: 'image/svg+xml',
    bucketFolder: 'demo',
    objectId: spec.objectId,
    extension: 'svg',
    originalFilename: `${spec.objectId}.svg`,
    publicUrl: `/demo/${spec.objectId}.svg`,
    fileSize: spec.fileSize,
    width: spec.width,
    height: spec.height,
    alt: { de: spec.alt.de, en: spec.alt.en },
    tags: ['demo', ...(spec.tags ?? [])],
    focalPoint: spec.focalPoint ?? null,
  };
}
