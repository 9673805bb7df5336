/**
 * What a branch is on both sides of the network lookup: the registry's `network_branches` and a
 * site's own `branches` (its directory) share these columns, so every copy between them (the
 * sync into a site, the registration of a new site's business, the lookup's answer) takes exactly
 * these fields.
 */
import type { networkBranches } from '../../../db/platform/schema.ts';
import type { branches } from '../../../db/schema.ts';

type SharedBranch = Pick<
  typeof branches.$inferSelect & typeof networkBranches.$inferSelect,
  | 'active'
  | 'name'
  | 'street'
  | 'streetNumber'
  | 'zip'
  | 'city'
  | 'phone'
  | 'email'
  | 'latitude'
  | 'longitude'
  | 'openingHours'
  | 'specialHours'
>;

/** The shared fields of a branch (address, contact, position and hours), from either side. */
export function sharedBranchFields(branch: SharedBranch): SharedBranch {
  return {
    active: branch.active,
    name: branch.name,
    street: branch.street,
    streetNumber: branch.streetNumber,
    zip: branch.zip,
    city: branch.city,
    phone: branch.phone,
    email: branch.email,
    latitude: branch.latitude,
    longitude: branch.longitude,
    openingHours: branch.openingHours,
    specialHours: branch.specialHours,
  };
}
