/**
 * Tracking with consent (settings.tracking): which of the three services (Google Analytics 4,
 * Google Tag Manager, Meta Pixel) a site uses, their script URLs, and the visitor's stored choice.
 * An id that does not look like its service's id counts as unset, so a typo loads nothing rather
 * than a script with junk in its URL. Pure: the banner island (src/components/consent/) does the
 * storage and the script tags.
 */
import * as v from 'valibot';
import type { SiteSettings } from './settings.ts';

/** The tracking services, in the order the banner lists them. */
export const TRACKING_KINDS = ['analytics', 'tagManager', 'pixel'] as const;
export type TrackingKind = (typeof TRACKING_KINDS)[number];

/** What each service's id looks like (GA4 measurement id, GTM container id, Meta pixel id). */
const ID_PATTERNS: Record<TrackingKind, RegExp> = {
  analytics: /^G-[A-Z0-9]{4,16}$/,
  tagManager: /^GTM-[A-Z0-9]{4,12}$/,
  pixel: /^\d{8,20}$/,
};

/** The services a site uses with their validated ids; the unset or invalid ones are left out. */
export type TrackingPlan = Partial<Record<TrackingKind, string>>;

/** One script to add after consent. */
export interface TrackingScript {
  kind: TrackingKind;
  id: string;
  src: string;
}

/** The hosts the scripts come from (the e2e tests intercept exactly these). */
export const TRACKING_HOSTS = ['www.googletagmanager.com', 'connect.facebook.net'] as const;

/**
 * Where the scripts send their measurements (Google Analytics 4 and the Meta pixel): the pages'
 * Content-Security-Policy allows these for connections, as it allows TRACKING_HOSTS for scripts.
 * Nothing is loaded from either before the visitor agreed (src/components/consent).
 */
export const TRACKING_CONNECT_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.facebook.com',
] as const;

/** Bumped when the banner's wording or meaning changes, so every visitor is asked again. */
export const CONSENT_POLICY_VERSION = 1;

/** localStorage key of the visitor's choice. */
export const CONSENT_STORAGE_KEY = 'lunette-consent';

/**
 * Reads the settings' tracking ids into a plan: trimmed, upper-cased for the Google ids, and kept
 * only when valid.
 *
 * @example
 * trackingPlan({ analyticsId: ' g-abc1234 ', tagManagerId: 'nonsense', pixelId: null });
 * // { analytics: 'G-ABC1234' }
 */
export function trackingPlan(tracking: SiteSettings['tracking']): TrackingPlan {
  const raw: Record<TrackingKind, string | null> = {
    analytics: tracking.analyticsId,
    tagManager: tracking.tagManagerId,
    pixel: tracking.pixelId,
  };
  const plan: TrackingPlan = {};
  for (const kind of TRACKING_KINDS) {
    const id = validTrackingId(kind, raw[kind]);
    if (id) plan[kind] = id;
  }
  return plan;
}

/** The id normalised when it is a valid id of `kind`, else null. */
export function validTrackingId(kind: TrackingKind, value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  const id = kind === 'pixel' ? trimmed : trimmed.toUpperCase();
  return ID_PATTERNS[kind].test(id) ? id : null;
}

/** The services a plan uses, in banner order. */
export function trackingKinds(plan: TrackingPlan): TrackingKind[] {
  return TRACKING_KINDS.filter((kind) => plan[kind] !== undefined);
}

/** Whether a site uses any tracking at all (without any, no banner and no script ship). */
export function hasTracking(plan: TrackingPlan): boolean {
  return trackingKinds(plan).length > 0;
}

/**
 * The scripts to add once the visitor has agreed.
 *
 * @example
 * trackingScripts({ tagManager: 'GTM-AB12CD' });
 * // [{ kind: 'tagManager', id: 'GTM-AB12CD', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' }]
 */
export function trackingScripts(plan: TrackingPlan): TrackingScript[] {
  return trackingKinds(plan).map((kind) => {
    const id = plan[kind] as string;
    return { kind, id, src: scriptUrl(kind, id) };
  });
}

function scriptUrl(kind: TrackingKind, id: string): string {
  const query = `id=${encodeURIComponent(id)}`;
  switch (kind) {
    case 'analytics':
      return `https://www.googletagmanager.com/gtag/js?${query}`;
    case 'tagManager':
      return `https://www.googletagmanager.com/gtm.js?${query}`;
    case 'pixel':
      // The pixel id goes to fbq('init'), not into the URL.
      return 'https://connect.facebook.net/en_US/fbevents.js';
  }
}

/**
 * The version a stored choice must carry to count: the policy version plus the services in use,
 * so adding a service asks again while a changed id of the same service does not.
 *
 * @example
 * consentVersion({ analytics: 'G-ABC1234', pixel: '1234567890' }); // '1:analytics,pixel'
 */
export function consentVersion(plan: TrackingPlan): string {
  return `${CONSENT_POLICY_VERSION}:${trackingKinds(plan).join(',')}`;
}

export const CONSENT_CHOICES = ['accepted', 'declined'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

const StoredConsentSchema = v.object({
  version: v.pipe(v.string(), v.maxLength(100)),
  choice: v.picklist(CONSENT_CHOICES),
});

/** The stored value of a choice (JSON). */
export function serializeConsent(plan: TrackingPlan, choice: ConsentChoice): string {
  return JSON.stringify({ version: consentVersion(plan), choice });
}

/**
 * The visitor's choice for this plan from the stored value; null (ask) when there is none, it is
 * unreadable, or it was given for another version.
 */
export function readConsent(stored: string | null, plan: TrackingPlan): ConsentChoice | null {
  if (!stored) return null;
  let json: unknown;
  try {
    json = JSON.parse(stored);
  } catch {
    return null;
  }
  const parsed = v.safeParse(StoredConsentSchema, json);
  if (!parsed.success || parsed.output.version !== consentVersion(plan)) return null;
  return parsed.output.choice;
}
