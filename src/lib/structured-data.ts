/**
 * schema.org structured data for search engines: one `Optician` per branch of the business with
 * address, phone, e-mail and opening hours (weekly and special dates; a special entry with both
 * times at 00:30 means closed that day, which schema.org writes as opens = closes = 00:00).
 */
import type { BranchSnapshot } from './content.ts';
import type { SiteSettings } from './settings.ts';

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
/** Marker times of a closed special day (visitor spec §5). */
export const CLOSED_MARK = '00:30';

type JsonLd = Record<string, unknown>;

/** Opening hours of a branch as schema.org OpeningHoursSpecification entries. */
export function openingHoursSpecification(
  branch: Pick<BranchSnapshot, 'openingHours' | 'specialHours'>,
): JsonLd[] {
  const weekly = branch.openingHours
    .filter((p) => p.day >= 1 && p.day <= 7)
    .map((p) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAY_NAMES[p.day - 1]}`,
      opens: p.open,
      closes: p.close,
    }));
  const special = branch.specialHours.map((s) => {
    const closed = s.open === CLOSED_MARK && s.close === CLOSED_MARK;
    return {
      '@type': 'OpeningHoursSpecification',
      validFrom: s.date,
      validThrough: s.date,
      opens: closed ? '00:00' : s.open,
      closes: closed ? '00:00' : s.close,
    };
  });
  return [...weekly, ...special];
}

/** The JSON-LD graph of the business: one Optician per branch (or one from settings without branches). */
export function opticianJsonLd(
  settings: SiteSettings,
  branches: readonly BranchSnapshot[],
  siteUrl: string,
): JsonLd {
  const { business } = settings;
  const name = business.name ?? '';
  const nodes: JsonLd[] = branches.length
    ? branches.map((b) => ({
        '@type': 'Optician',
        '@id': `${siteUrl}#${b.id}`,
        name: b.name.includes(name) ? b.name : `${name} ${b.name}`.trim(),
        url: siteUrl,
        ...(b.phone ? { telephone: b.phone } : {}),
        ...(b.email ? { email: b.email } : {}),
        address: {
          '@type': 'PostalAddress',
          streetAddress: `${b.street} ${b.streetNumber}`.trim(),
          postalCode: b.zip,
          addressLocality: b.city,
          addressCountry: 'CH',
        },
        ...(b.latitude !== null && b.longitude !== null
          ? { geo: { '@type': 'GeoCoordinates', latitude: b.latitude, longitude: b.longitude } }
          : {}),
        openingHoursSpecification: openingHoursSpecification(b),
      }))
    : [
        {
          '@type': 'Optician',
          name,
          url: siteUrl,
          ...(business.phone ? { telephone: business.phone } : {}),
          ...(business.email ? { email: business.email } : {}),
          address: {
            '@type': 'PostalAddress',
            streetAddress: [business.street, business.streetNumber].filter(Boolean).join(' '),
            postalCode: business.zip ?? undefined,
            addressLocality: business.city ?? undefined,
            addressCountry: 'CH',
          },
        },
      ];
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** Serialises JSON-LD for a <script> element: `<` escaped so content can never close the tag. */
export function jsonLdScript(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
