/**
 * What a new site of the network starts with. `demo`: the whole demo site (every block, the team,
 * the game) re-branded for the new business: its name, address, contact and colours replace
 * Optik Sonnenberg's in every text. `blank`: the same business data on the structural pages only
 * (home with its first section, contact, imprint, privacy, terms, search, login), for a business
 * that writes its own content. Both are plain rows for `seedDemoSite(db, { content })`.
 */
import { demoContent, type DemoContent } from './index.ts';
import { BUSINESS } from './content/site.ts';

export const SITE_TEMPLATES = ['demo', 'blank'] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

/** The business a new site is made for; what is left out keeps the demo's value. */
export interface TemplateBusiness {
  name: string;
  street?: string;
  streetNumber?: string;
  zip?: string;
  city?: string;
  phone?: string;
  email?: string;
  /** Theme colours as 'r,g,b'. */
  primary?: string;
  secondary?: string;
}

/** The second demo business `npm start` seeds beside Optik Sonnenberg (canton Lucerne). */
export const SEEBLICK: Required<TemplateBusiness> = {
  name: 'Optik Seeblick',
  street: 'Weggisgasse',
  streetNumber: '12',
  zip: '6004',
  city: 'Luzern',
  phone: '+41 41 410 22 33',
  email: 'info@optik-seeblick.ch',
  primary: '196,92,58',
  secondary: '28,58,52',
};

const STRUCTURAL_ROLES = new Set(['home', 'contact', 'imprint', 'privacy', 'terms', 'search', 'login']);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The demo's business texts replaced by the new business's, everywhere they occur. */
function rebrand(content: DemoContent, business: TemplateBusiness): DemoContent {
  const domain = business.email?.split('@')[1];
  const pairs: [string, string | undefined][] = [
    [BUSINESS.legalName, `${business.name} AG`],
    [BUSINESS.name, business.name],
    ['Sonnenberg', business.name.replace(/^Optik\s+/i, '')],
    [BUSINESS.email, business.email],
    ['optik-sonnenberg.ch', domain],
    [BUSINESS.phone, business.phone],
    [
      `${BUSINESS.street} ${BUSINESS.streetNumber}`,
      business.street && `${business.street} ${business.streetNumber ?? ''}`.trim(),
    ],
    [BUSINESS.street, business.street],
    [`${BUSINESS.zip} ${BUSINESS.city}`, business.zip && business.city && `${business.zip} ${business.city}`],
    [BUSINESS.city, business.city],
  ];
  let json = JSON.stringify(content);
  for (const [from, to] of pairs) {
    if (to === undefined || to === '') continue;
    // Inside JSON strings: the replacement must stay a valid JSON string body.
    json = json.replace(new RegExp(escapeRegExp(from), 'g'), JSON.stringify(to).slice(1, -1));
  }
  const rebranded = JSON.parse(json) as DemoContent;
  const settings = rebranded.settings as {
    theme: Record<string, string>;
    header: { logo: unknown };
    business: Record<string, unknown>;
  };
  if (business.primary) settings.theme['primary'] = business.primary;
  if (business.secondary) settings.theme['secondary'] = business.secondary;
  // The demo's drawn logo names Sonnenberg: a new business shows its name until it uploads its own.
  settings.header.logo = null;
  if (business.zip) settings.business['zip'] = business.zip;
  if (business.streetNumber) settings.business['streetNumber'] = business.streetNumber;
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
  return { ...content, pages, groups, fields, navigation: { containers }, sponsorItems: [] };
}

/** The rows of a new site made from `template` for `business`. */
export function templateContent(template: SiteTemplate, business: TemplateBusiness): DemoContent {
  const demo = rebrand(demoContent(), business);
  return template === 'blank' ? blank(demo) : demo;
}
