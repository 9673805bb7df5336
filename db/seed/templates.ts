/**
 * What a new site of the network starts with. `demo`: the whole demo site (every block, the team,
 * the jobs) re-branded for the new business: every text that names Optik Sonnenberg, its address,
 * its shops, its people or its town says the new business's instead (db/seed/business-profile.ts),
 * whole phrases at a time, so no address ever mixes the two. What cannot be re-branded is left
 * out: the urban golf course (it runs through Winterthur's old town), the drawings that show the
 * demo's name or people, and the demo's marketplace items (the network lists every site's items
 * together; a business may bring its own). `blank`: the same business data on the structural
 * pages only (home with its first section, contact, imprint, privacy, terms, search, login), for
 * a business that writes its own content. Both are plain rows for `seedDemoSite(db, { content })`.
 */
import { slugify } from '../../src/lib/slug.ts';
import {
  DEMO_PROFILE,
  PROFILE_LOCALES,
  emailNameOf,
  placeLine,
  profileOf,
  shopName,
  streetLine,
  type LocalWords,
  type Locale,
  type People,
  type SiteProfile,
  type TemplateBusiness,
} from './business-profile.ts';
import type { PageRow } from './builders.ts';
import { SHELL_MEDIA } from './content/area-shell.ts';
import { CONTACT_FORM_EMAIL } from './content/contact.ts';
import { SEEBLICK } from './content/seeblick.ts';
import { DEMO, MEDIA } from './ids.ts';
import { demoContent, type DemoContent } from './index.ts';

export { SEEBLICK };
export type { TemplateBusiness };

export const SITE_TEMPLATES = ['demo', 'blank'] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

const STRUCTURAL_ROLES = new Set(['home', 'contact', 'imprint', 'privacy', 'terms', 'search', 'login']);

/** The demo's drawings that show its name (the logo, the shop window) or its people by name. */
export const DEMO_ONLY_MEDIA: readonly string[] = [
  MEDIA.anna,
  MEDIA.marco,
  MEDIA.lea,
  MEDIA.shopWindow,
  SHELL_MEDIA.logo,
];
/** What a new site shows where the demo shows its shop window: a window display, no name on it. */
export const WINDOW_PHOTO_ID = 'media-photo-gallery-14-window';

type Pairs = [from: string, to: string][];

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const tel = (phone: string) => phone.replace(/\s/g, '');
const fullName = (person: { first: string; last: string }) => `${person.first} ${person.last}`;

/** The demo's texts of its business, its shops and its people, and what `to` says instead. */
function businessPairs(from: SiteProfile, to: SiteProfile): Pairs {
  const pairs: Pairs = [[from.legalName, to.legalName]];
  from.shops.forEach((shop, i) => {
    const other = to.shops[i]!;
    pairs.push(
      [shopName(from, shop), shopName(to, other)],
      [streetLine(shop), streetLine(other)],
      [placeLine(shop), placeLine(other)],
      [shop.street, other.street],
      [shop.phone, other.phone],
      [tel(shop.phone), tel(other.phone)],
      [shop.email, other.email],
    );
  });
  pairs.push(
    [from.name, to.name],
    // The appointment form's requests go to the business's own address.
    [CONTACT_FORM_EMAIL, to.email],
    [from.email, to.email],
    [from.website, to.website],
    [from.socialHandle, to.socialHandle],
    [from.domain, to.domain],
    [from.slug, to.slug],
  );
  const roles = Object.keys(from.people) as (keyof People)[];
  for (const role of roles) {
    const [a, b] = [from.people[role], to.people[role]];
    pairs.push(
      [`${emailNameOf(a)}@${from.domain}`, `${emailNameOf(b)}@${to.domain}`],
      [fullName(a), fullName(b)],
      // The team pages' slugs.
      [slugify(fullName(a)), slugify(fullName(b))],
      [a.first, b.first],
    );
  }
  // A surname alone (a job offer's contact person): the first role with that name decides.
  for (const role of roles) pairs.push([from.people[role].last, to.people[role].last]);
  return pairs;
}

/**
 * A function that replaces every `from` of `pairs` in a text by its `to`, in one pass: the longest
 * phrase wins, only whole words match ('Anna' but not 'Annahme'), and no replacement is replaced
 * again (a new business called 'Optik Anna' stays so).
 */
export function phraseReplacer(pairs: readonly (readonly [string, string])[]): (text: string) => string {
  const map = new Map<string, string>();
  for (const [from, to] of pairs) if (from && from !== to && !map.has(from)) map.set(from, to);
  if (map.size === 0) return (text) => text;
  const alternatives = [...map.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  return (text) => text.replace(pattern, (match) => map.get(match) ?? match);
}

/** Keys whose values are ids, files or hashes: never texts, so never re-branded. */
const isIdKey = (key: string) =>
  key === 'id' ||
  /Ids?$/.test(key) ||
  ['publicUrl', 'originalFilename', 'bucketFolder', 'contentHash', 'blurHash'].includes(key);

/**
 * `value` with `replace[locale]` applied to each text in it; a text's language is that of the
 * nearest `de`/`en` key above it (German for texts without one: settings, job titles). Links to
 * pages ('page:<id>') keep their ids.
 */
function rewriteTexts<T>(
  value: T,
  replace: Record<Locale, (text: string) => string>,
  locale: Locale = 'de',
): T {
  if (typeof value === 'string') return (value.startsWith('page:') ? value : replace[locale](value)) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => rewriteTexts(item, replace, locale)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const childLocale = (PROFILE_LOCALES as readonly string[]).includes(key) ? (key as Locale) : locale;
      out[key] = isIdKey(key) ? child : rewriteTexts(child, replace, childLocale);
    }
    return out as T;
  }
  return value;
}

/**
 * Every string equal to a key of `ids` replaced by its value (ids in rows and options); a list of
 * ids that then names one twice (two branches become one) names it once.
 */
function remapIds<T>(value: T, ids: ReadonlyMap<string, string>): T {
  if (typeof value === 'string') return (ids.get(value) ?? value) as T;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => remapIds(item, ids));
    const remapped = value.some((item) => typeof item === 'string' && ids.has(item));
    return (remapped ? [...new Set(items)] : items) as T;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, remapIds(v, ids)])) as T;
  return value;
}

/** The urban golf course: the game and its holes, laid out in Winterthur's old town. */
const isGolfCourse = (page: PageRow) =>
  (page.role?.startsWith('urban-golf-') ?? false) || page.collection === 'map';

/** `content` without the pages `drop` picks, their groups, fields and navigation entries. */
function withoutPages(content: DemoContent, drop: (page: PageRow) => boolean): DemoContent {
  const gone = new Set(content.pages.filter(drop).map((p) => p.id));
  const containers = content.navigation.containers
    .map((c) => ({ ...c, children: c.children.filter((child) => !gone.has(child.pageId)) }))
    .filter((c) => !(c.pageId && gone.has(c.pageId)));
  return {
    ...content,
    pages: content.pages.filter((p) => !gone.has(p.id)),
    groups: content.groups.filter((g) => !gone.has(g.pageId)),
    fields: content.fields.filter((f) => !gone.has(f.pageId)),
    navigation: { containers },
  };
}

/** The ids a site's own business and branches get (registry-wide unique: they carry the site's key). */
export function templateIds(key: string) {
  return { businessId: `business-${key}`, branchIds: [`${key}-branch-1`, `${key}-branch-2`] as const };
}

/** The demo re-branded for `profile` (see the module comment). */
function rebrand(content: DemoContent, profile: SiteProfile, key: string, business: TemplateBusiness) {
  const { businessId, branchIds } = templateIds(key);
  const shops = profile.secondShopListed ? profile.shops : profile.shops.slice(0, 1);
  const common = businessPairs(DEMO_PROFILE, profile);
  const replace = Object.fromEntries(
    PROFILE_LOCALES.map((locale) => {
      const from = DEMO_PROFILE.words[locale];
      const to = profile.words[locale];
      const words = (Object.keys(from) as (keyof LocalWords)[]).map((k): [string, string] => [
        from[k],
        to[k],
      ]);
      return [locale, phraseReplacer([...common, ...words])];
    }),
  ) as Record<Locale, (text: string) => string>;

  const trimmed = withoutPages(content, isGolfCourse);
  const media = trimmed.media.filter((row) => !DEMO_ONLY_MEDIA.includes(row.id ?? ''));
  const ids = new Map<string, string>([
    [MEDIA.shopWindow, WINDOW_PHOTO_ID],
    [DEMO.businessId, businessId],
    [DEMO.branchIds.marktgasse, branchIds[0]],
    [DEMO.branchIds.seen, shops.length > 1 ? branchIds[1] : branchIds[0]],
  ]);
  // The changelog is Lunette's own (what is new in the editor): it names no business.
  const { changelog, ...texts } = trimmed;
  const rebranded: DemoContent = {
    ...remapIds(
      rewriteTexts(
        {
          ...texts,
          media,
          branches: [],
          marketplaceItems: [],
          businesses: texts.businesses.map((row) => ({ ...row, name: profile.name })),
        },
        replace,
      ),
      ids,
    ),
    changelog,
  };
  rebranded.branches = shops.map((shop, i) => ({
    id: branchIds[i]!,
    businessId,
    active: true,
    name: shopName(profile, shop),
    street: shop.street,
    streetNumber: shop.streetNumber,
    zip: shop.zip,
    city: shop.city,
    phone: shop.phone,
    email: shop.email,
    emailOverwrite: null,
    url: profile.website,
    latitude: shop.latitude,
    longitude: shop.longitude,
    openingHours: structuredClone(shop.openingHours),
    specialHours: structuredClone(shop.specialHours),
  }));
  rebranded.marketplaceItems = remapIds(structuredClone([...profile.marketplaceItems]), ids);

  const settings = rebranded.settings as {
    theme: Record<string, string>;
    header: { logo: unknown };
    business: Record<string, unknown>;
    footer: Record<string, unknown>;
    contact: Record<string, unknown>;
    reviews: { placeId: string; branchPlaceIds: Record<string, string> };
  };
  const [main] = profile.shops;
  settings.business = {
    ...settings.business,
    name: profile.name,
    legalName: profile.legalName,
    email: profile.email,
    phone: profile.phone,
    street: main.street,
    streetNumber: main.streetNumber,
    zip: main.zip,
    city: main.city,
    businessId,
  };
  Object.assign(settings.footer, {
    street: streetLine(main),
    city: placeLine(main),
    email: profile.email,
    phone: profile.phone,
  });
  Object.assign(settings.contact, { email: profile.email, companyName: profile.name });
  // The demo reviews answer any place id: each business and listed branch gets one of its own.
  settings.reviews = {
    placeId: `demo-place-${key}`,
    branchPlaceIds: Object.fromEntries(
      rebranded.branches.map((branch) => [branch.id, `demo-place-${branch.id}`]),
    ),
  };
  if (business.primary) settings.theme['primary'] = business.primary;
  if (business.secondary) settings.theme['secondary'] = business.secondary;
  // The demo's drawn logo names Sonnenberg: a new business shows its name until it uploads its own.
  settings.header.logo = null;
  return rebranded;
}

/** Only the structural pages, their navigation entries, and the home page's first section. */
function blank(content: DemoContent): DemoContent {
  const pages = content.pages.filter((p) => p.role && STRUCTURAL_ROLES.has(p.role));
  const keep = new Set(pages.map((p) => p.id));
  const home = pages.find((p) => p.role === 'home');
  const firstHomeGroup = content.groups
    .filter((g) => g.pageId === home?.id)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))[0];
  const groups = content.groups.filter(
    (g) => keep.has(g.pageId) && (g.pageId !== home?.id || g.id === firstHomeGroup?.id),
  );
  const groupIds = new Set(groups.map((g) => g.id));
  const fields = content.fields.filter((f) => (f.groupId ? groupIds.has(f.groupId) : keep.has(f.pageId)));
  const containers = content.navigation.containers
    .filter((c) => (c.pageId ? keep.has(c.pageId) : false))
    .map((c) => ({ ...c, children: c.children.filter((child) => keep.has(child.pageId)) }));
  // A blank site starts with an empty media library: the demo's photos show another business
  // (its staff, its shop), so no media row is kept and no page names one as its share image.
  const withoutImage = <M extends { ogImageId?: string | null } | null | undefined>(meta: M): M =>
    meta && meta.ogImageId ? { ...meta, ogImageId: null } : meta;
  return {
    ...content,
    media: [],
    pages: pages.map((p) => ({
      ...p,
      meta: withoutImage(p.meta),
      publishedMeta: withoutImage(p.publishedMeta),
    })),
    groups,
    fields,
    navigation: { containers },
    sponsorItems: [],
    jobs: [],
    marketplaceItems: [],
  };
}

export interface TemplateOptions {
  /**
   * The site's id: its business and branch ids carry it, so they are unique in the network
   * registry (default: the business's name as a slug).
   */
  siteId?: string;
}

/** The rows of a new site made from `template` for `business`. */
export function templateContent(
  template: SiteTemplate,
  business: TemplateBusiness,
  options: TemplateOptions = {},
): DemoContent {
  const profile = profileOf(business);
  const demo = rebrand(demoContent(), profile, options.siteId ?? profile.slug, business);
  return template === 'blank' ? blank(demo) : demo;
}
