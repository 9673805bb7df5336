/**
 * The consent banner (a small island, `client:idle`, only on pages of a site with a tracking id):
 * says which services are used and why, and loads them only after Accept. The choice is kept in
 * localStorage with its version (src/lib/tracking.ts), so a visitor who declined is not asked on
 * every page; the footer's cookie-settings button (`[data-consent-settings]`) opens it again.
 * Declining keeps everything working and loads nothing; declining after accepting reloads the
 * page so the scripts already running are gone.
 */
import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { consentTexts } from '../../i18n/visitor/consent.ts';
import type { AreaDictionary } from '../../i18n/visitor/area.ts';
import type { Locale } from '../../lib/content.ts';
import {
  CONSENT_STORAGE_KEY,
  readConsent,
  serializeConsent,
  trackingKinds,
  type ConsentChoice,
  type TrackingKind,
  type TrackingPlan,
} from '../../lib/tracking.ts';
import { loadTracking } from './load-tracking.ts';
import './consent.css';

export interface ConsentBannerProps {
  locale: Locale;
  /** The validated tracking ids (never empty: without any the banner is not rendered at all). */
  plan: TrackingPlan;
  /** The privacy page of this locale, when the site has one. */
  privacyPath: string | null;
}

/** The footer button that opens the banner again. */
export const CONSENT_SETTINGS_ATTRIBUTE = 'data-consent-settings';

const PURPOSE: Record<TrackingKind, keyof AreaDictionary<typeof consentTexts>> = {
  analytics: 'consentAnalytics',
  tagManager: 'consentTagManager',
  pixel: 'consentPixel',
};

/** Server render and hydration: the choice is not known yet, so nothing is shown. */
const UNKNOWN = undefined;
const listeners = new Set<() => void>();
/** The choice when the browser blocks storage: it lasts for this page only. */
let unstored: string | null = null;

function readStored(): string | null {
  try {
    return localStorage.getItem(CONSENT_STORAGE_KEY) ?? unstored;
  } catch {
    return unstored;
  }
}

function writeStored(value: string): void {
  unstored = value;
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, value);
  } catch {
    // storage blocked or full: the banner asks again on the next page, nothing is loaded meanwhile
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice counts here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === CONSENT_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export default function ConsentBanner({ locale, plan, privacyPath }: ConsentBannerProps) {
  const t = consentTexts[locale];
  const stored = useSyncExternalStore(subscribe, readStored, () => UNKNOWN);
  const choice = stored === UNKNOWN ? UNKNOWN : readConsent(stored, plan);
  const [reopened, setReopened] = useState(false);
  const open = choice === null || (choice !== UNKNOWN && reopened);
  const banner = useRef<HTMLElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (choice === 'accepted') loadTracking(plan);
  }, [choice, plan]);

  // The footer's button may come before or after this island in the page: listen on the document.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.(`[${CONSENT_SETTINGS_ATTRIBUTE}]`);
      if (!button) return;
      opener.current = button as HTMLElement;
      setReopened(true);
      requestAnimationFrame(() => banner.current?.focus());
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // While shown, the floating booking button moves up above the banner instead of being covered.
  useEffect(() => {
    const root = document.documentElement;
    const element = banner.current;
    if (!open || !element) return;
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`),
    );
    observer.observe(element);
    root.classList.add('consent-banner-open');
    return () => {
      observer.disconnect();
      root.classList.remove('consent-banner-open');
    };
  }, [open]);

  const close = useCallback(() => {
    setReopened(false);
    opener.current?.focus();
    opener.current = null;
  }, []);

  const decide = (next: ConsentChoice) => {
    const wasAccepted = choice === 'accepted';
    writeStored(serializeConsent(plan, next));
    close();
    if (next === 'declined' && wasAccepted) location.reload();
  };

  if (!open) return null;
  return (
    <section
      ref={banner}
      className="consent-banner"
      role="region"
      aria-labelledby={titleId}
      aria-describedby={textId}
      tabIndex={-1}
      onKeyDown={(event) => {
        // Escape only closes a banner opened again from the footer: a first visit needs a choice.
        if (event.key === 'Escape' && choice !== null) close();
      }}
    >
      <p id={titleId} className="consent-banner__title">
        {t.consentTitle}
      </p>
      <div id={textId} className="consent-banner__text">
        <p>{t.consentIntro}</p>
        <ul>
          {trackingKinds(plan).map((kind) => (
            <li key={kind}>{t[PURPOSE[kind]]}</li>
          ))}
        </ul>
        <p>
          {t.consentDeclineNote}
          {privacyPath ? (
            <>
              {' '}
              <a href={privacyPath}>{t.consentPrivacy}</a>
            </>
          ) : null}
        </p>
      </div>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__button" onClick={() => decide('declined')}>
          {t.consentDecline}
        </button>
        <button
          type="button"
          className="consent-banner__button consent-banner__button--primary"
          onClick={() => decide('accepted')}
        >
          {t.consentAccept}
        </button>
      </div>
    </section>
  );
}
