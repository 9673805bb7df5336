/**
 * schema.org structured data of the directory: one Optician per active branch with its address,
 * phone and OpeningHoursSpecification (weekly and special dates, as structured-data.ts writes them).
 */
import type { DirectoryBusiness } from '../api/snapshot.ts';
import { openingHoursSpecification } from '../structured-data.ts';

/**
 * The JSON-LD graph of the listed businesses' active branches.
 *
 * @example
 * directoryJsonLd([business])['@graph'][0]['@type']; // 'Optician'
 */
export function directoryJsonLd(directory: readonly DirectoryBusiness[]): Record<string, unknown> {
  const nodes = directory.flatMap((business) =>
    business.branches
      .filter((branch) => branch.active)
      .map((branch) => ({
        '@type': 'Optician',
        '@id': `#branch-${branch.id}`,
        name: branch.name || business.name,
        address: {
          '@type': 'PostalAddress',
          streetAddress: `${branch.street} ${branch.streetNumber}`.trim(),
          postalCode: branch.zip,
          addressLocality: branch.city,
          addressRegion: business.canton,
          addressCountry: 'CH',
        },
        ...(branch.phone ? { telephone: branch.phone } : {}),
        openingHoursSpecification: openingHoursSpecification(branch),
      })),
  );
  return { '@context': 'https://schema.org', '@graph': nodes };
}
