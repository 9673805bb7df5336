/**
 * Pages as a whole (the pages panel): list every page, create one from a name, rename it or change
 * its URL and languages, delete it. Slug rules come from src/lib/slug.ts; old published paths are
 * kept as redirects (./redirects.ts). Writes follow ./rows.ts (one transaction per call).
 */
import { eq, ne } from 'drizzle-orm';
import * as v from 'valibot';
import type { Db } from '../../../db/client.ts';
import { loadSite } from '../../../db/snapshot.ts';
import { fields, groups, navigation, pages } from '../../../db/schema.ts';
import { writeTransaction, type Tx } from '../../../db/write.ts';
import { blockSchemas } from '../../../src/blocks/registry.ts';
import type {
  PageAddRequest,
  PageListEntry,
  PageRemoveResponse,
  PageUpdateRequest,
} from '../../../src/lib/api/pages.ts';
import { VISITOR_LOCALES, type LocaleMap, type NavigationTree } from '../../../src/lib/content.ts';
import { comparePage, totalChanges } from '../../../src/lib/drafts.ts';
import { slugError, slugify, uniqueSlug, type SlugErrorKey } from '../../../src/lib/slug.ts';
import { ApiError } from '../../errors.ts';
import type { RebuildService } from '../rebuild.ts';
import { forgetRedirects, publicPathsOf, publishedRouteOf, recordSlugRedirects } from './redirects.ts';
import { loadPageSides } from './status.ts';
import { getPage, iso, type Exec, type PageRow, type WriteOptions } from './rows.ts';

/** The block every new page starts with, its title set to the page name. */
const TITLE_BLOCK = 'richTextBlock';
/** Slug of a page whose name has no letters or digits. */
const FALLBACK_SLUG = 'seite';

/** A slug refused in one or more locales: `fields` maps 'slug.de' to the error key. */
export class SlugRefusedError extends ApiError {
  readonly fields: Record<string, SlugErrorKey>;
  constructor(fields: Record<string, SlugErrorKey>) {
    super(400, 'invalid_input', Object.keys(fields).join(', '));
    this.fields = fields;
  }
}

function toEntry(row: PageRow, changed: boolean): PageListEntry {
  return {
    id: row.id,
    collection: row.collection,
    role: row.role as PageListEntry['role'],
    position: row.position,
    status: row.status,
    name: row.meta.name,
    slug: row.slug,
    publishedSlug: row.publishedAt !== null ? row.publishedSlug : null,
    disallowedLanguages: row.meta.disallowedLanguages ?? [],
    protected: Boolean(row.meta.password),
    published: row.publishedAt !== null,
    changed,
    revision: row.revision,
  };
}

/** Every page that is not deleted or archived, in position order, with its changed flag. */
export async function listPages(db: Db): Promise<PageListEntry[]> {
  const [rows, draft, published] = await Promise.all([
    db.select().from(pages),
    loadSite(db, 'draft'),
    loadSite(db, 'published'),
  ]);
  const publishedById = new Map(published.pages.map((p) => [p.id, p]));
  const rowById = new Map(rows.map((r) => [r.id, r]));
  return draft.pages.map((page) =>
    toEntry(
      rowById.get(page.id)!,
      totalChanges(comparePage(page, publishedById.get(page.id) ?? null).counts) > 0,
    ),
  );
}

/** One page as the panel lists it (its two sides only); 404 when it is gone. */
async function entryOf(db: Db, pageId: string): Promise<PageListEntry> {
  const [row, sides] = await Promise.all([getPage(db, pageId), loadPageSides(db, pageId)]);
  return toEntry(row, totalChanges(comparePage(sides!.draft, sides!.published).counts) > 0);
}

/** Slugs other pages of the same collection use in a locale (draft and published: both hold the path). */
async function takenSlugs(tx: Exec, collection: string | null, exceptId: string | null) {
  const rows = await tx
    .select({
      id: pages.id,
      slug: pages.slug,
      publishedSlug: pages.publishedSlug,
      collection: pages.collection,
    })
    .from(pages)
    .where(ne(pages.status, 'deleted'));
  const same = rows.filter((r) => r.collection === collection && r.id !== exceptId);
  return (locale: (typeof VISITOR_LOCALES)[number]) =>
    same.flatMap((r) => [r.slug[locale], r.publishedSlug?.[locale]]).filter((s): s is string => Boolean(s));
}

/**
 * Creates a draft page from its name: a unique slug per locale from the name in that locale (or
 * in `lang`), a title block holding the name (so the page has something to edit), then the
 * requested blocks. Nothing is public until the page is published.
 */
export async function addPage(db: Db, input: PageAddRequest, opts?: WriteOptions): Promise<PageListEntry> {
  const types = input.initialGroups ?? [];
  for (const type of types) {
    if (!(type in blockSchemas)) throw new ApiError(400, 'invalid_input', `unknown block type ${type}`);
  }
  const names: LocaleMap<string> = Object.fromEntries(
    Object.entries(input.initialMeta.name).filter(([, name]) => name),
  );
  const mainName = names[input.lang] ?? Object.values(names)[0]!;
  const id = `page-${crypto.randomUUID()}`;
  const now = iso(opts);
  await writeTransaction(db, async (tx) => {
    const taken = await takenSlugs(tx, input.collectionName, null);
    const slug: LocaleMap<string> = {};
    for (const locale of VISITOR_LOCALES)
      slug[locale] = uniqueSlug(names[locale] ?? mainName, taken(locale), FALLBACK_SLUG);
    const last = await tx.select({ position: pages.position }).from(pages);
    await tx.insert(pages).values({
      id,
      collection: input.collectionName,
      role: null,
      position: Math.max(-1, ...last.map((p) => p.position)) + 1,
      status: 'draft',
      slug,
      meta: { name: names, disallowedLanguages: [] },
      createdAt: now,
      updatedAt: now,
    });
    for (const [position, type] of [TITLE_BLOCK, ...types].entries()) {
      const def = blockSchemas[type as keyof typeof blockSchemas];
      const groupId = `group-${crypto.randomUUID()}`;
      await tx.insert(groups).values({
        id: groupId,
        pageId: id,
        type: def.type,
        version: def.version,
        status: 'draft',
        position,
        options: v.parse(def.options, {}) as Record<string, unknown>,
        meta: { disallowedLanguages: [] },
        createdAt: now,
        updatedAt: now,
      });
      if (position === 0) {
        const values = Object.fromEntries(Object.entries(names).map(([l, text]) => [l, { text }]));
        await tx.insert(fields).values({
          id: `field-${crypto.randomUUID()}`,
          pageId: id,
          groupId,
          name: 'title',
          content: { kind: 'localized', values },
          createdAt: now,
          updatedAt: now,
        });
      }
    }
  });
  return entryOf(db, id);
}

/**
 * Renames a page, changes its URL (the slug transform, per locale; 'not empty' / 'already
 * exists' refuse it) or its languages. A published page's old paths become redirects.
 */
export async function updatePage(
  db: Db,
  input: PageUpdateRequest,
  opts?: WriteOptions,
): Promise<PageListEntry> {
  await writeTransaction(db, async (tx) => {
    const row = await getPage(tx, input.id);
    let slug = row.slug;
    if (input.slug) {
      const taken = await takenSlugs(tx, row.collection, row.id);
      const refused: Record<string, SlugErrorKey> = {};
      const next = { ...row.slug };
      for (const locale of VISITOR_LOCALES) {
        const typed = input.slug[locale];
        if (typed === undefined) continue;
        const candidate = slugify(typed);
        const error = slugError(candidate, taken(locale));
        if (error) refused[`slug.${locale}`] = error;
        else next[locale] = candidate;
      }
      if (Object.keys(refused).length > 0) throw new SlugRefusedError(refused);
      slug = next;
      await recordSlugRedirects(tx, row, slug);
    }
    const meta = { ...row.meta };
    if (input.meta?.name) {
      const name = { ...meta.name };
      for (const [locale, value] of Object.entries(input.meta.name)) {
        if (value) name[locale as keyof typeof name] = value;
        else delete name[locale as keyof typeof name];
      }
      meta.name = name;
    }
    if (input.meta?.disallowedLanguages) {
      if (input.meta.disallowedLanguages.length >= VISITOR_LOCALES.length)
        throw new ApiError(400, 'invalid_input', 'a page needs at least one language');
      meta.disallowedLanguages = input.meta.disallowedLanguages;
    }
    await tx
      .update(pages)
      .set({ slug, meta, revision: row.revision + 1, updatedAt: iso(opts) })
      .where(eq(pages.id, row.id));
  });
  return entryOf(db, input.id);
}

/**
 * A navigation tree without any entry pointing at the page (a container that links the page
 * keeps its children but loses the link); `changed` tells whether anything went.
 */
export function withoutPage(
  tree: NavigationTree,
  pageId: string,
): { tree: NavigationTree; changed: boolean } {
  let changed = false;
  const containers = tree.containers.map((container) => {
    const children = container.children.filter((child) => child.pageId !== pageId);
    const linksPage = container.pageId === pageId;
    if (children.length === container.children.length && !linksPage) return container;
    changed = true;
    return { ...container, children, ...(linksPage ? { pageId: null } : {}) };
  });
  return { tree: changed ? { containers } : tree, changed };
}

/** Removes the page's entries from the draft and the published navigation; true when either changed. */
async function removeFromNavigation(tx: Tx, pageId: string, now: string): Promise<boolean> {
  let changed = false;
  for (const row of await tx.select().from(navigation)) {
    const draft = withoutPage(row.draft, pageId);
    const published = row.published ? withoutPage(row.published, pageId) : null;
    if (!draft.changed && !published?.changed) continue;
    changed = true;
    await tx
      .update(navigation)
      .set({
        draft: draft.tree,
        published: published?.tree ?? null,
        revision: row.revision + 1,
        updatedAt: now,
      })
      .where(eq(navigation.id, row.id));
  }
  return changed;
}

/**
 * Deletes a page for good (the home page cannot be deleted): its blocks, fields, redirects and
 * navigation entries go with it, its public paths disappear and, when the navigation or the
 * page was public, every page re-renders.
 */
export async function removePage(
  db: Db,
  pageId: string,
  deps: { rebuild: RebuildService; now?: Date },
): Promise<PageRemoveResponse> {
  const now = iso({ now: deps.now });
  const { removedPaths, wholeSite } = await writeTransaction(db, async (tx) => {
    const row = await getPage(tx, pageId);
    if (row.role === 'home') throw new ApiError(409, 'conflict', 'the home page cannot be deleted');
    const published = publishedRouteOf(row);
    const navChanged = await removeFromNavigation(tx, pageId, now);
    await forgetRedirects(tx, [pageId]);
    await tx.delete(fields).where(eq(fields.pageId, pageId));
    await tx.delete(groups).where(eq(groups.pageId, pageId));
    await tx.delete(pages).where(eq(pages.id, pageId));
    return {
      removedPaths: published ? publicPathsOf(published) : [],
      wholeSite: navChanged || published !== null,
    };
  });
  let live = true;
  if (removedPaths.length > 0 || wholeSite) {
    try {
      await deps.rebuild.afterPublish({ pageIds: [], wholeSite, removedPaths });
    } catch (err) {
      live = false;
      console.error('[pages] the rebuild after a delete failed', err);
    }
  }
  return { pageId, removedPaths, live };
}
