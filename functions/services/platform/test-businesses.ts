/**
 * Businesses of the network as the registry answers them (`NetworkLookup.businesses`), for the
 * tests of what copies them into a site (directory and business sync, the Workers' upkeep).
 */
import type { NetworkLookup } from './registry.ts';

export type NetworkBusiness = Awaited<ReturnType<NetworkLookup['businesses']>>[number];

const WEEK = [{ day: 1, open: '09:00', close: '18:00' }];

/** A business in Bern with the given branches (open Mondays 09-18), `extra` laid on top. */
export function networkBusiness(
  id: string,
  name: string,
  branchIds: string[],
  extra: Partial<NetworkBusiness> = {},
) {
  return {
    id,
    name,
    legalName: null,
    email: null,
    phone: null,
    website: null,
    logoUrl: null,
    canton: 'BE',
    healthOptics: false,
    healthOpticsActive: false,
    frequentLens: false,
    createdAt: '2026-01-01',
    branches: branchIds.map((branchId) => ({
      id: branchId,
      businessId: id,
      active: true,
      name: `${name} ${branchId}`,
      street: 'Marktgasse',
      streetNumber: '1',
      zip: '3011',
      city: 'Bern',
      phone: null,
      email: null,
      latitude: null,
      longitude: null,
      openingHours: WEEK,
      specialHours: [],
    })),
    ...extra,
  } satisfies NetworkBusiness;
}
