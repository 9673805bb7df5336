/**
 * The settings panel (editor spec §2, §3 Settings; `settings=1`): a modal side panel with
 * collapsible sections, each saving on its own and only when changed, and a note that opens the
 * changelog. Focus stays inside while it is open (Tab wraps), Escape closes it and clears the
 * flag. It is a modal `div` rather than a `<dialog>`, so the editor's toasts stay visible and
 * the media library (a `<dialog>` of its own) can open above it for the logo.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { openChangelog } from '../changelog/state.ts';
import { useEditorTexts } from '../hooks.ts';
import { AppearanceSection } from './AppearanceSection.tsx';
import { BookingSection } from './BookingSection.tsx';
import { BusinessSection } from './BusinessSection.tsx';
import { EditorLanguageSection } from './EditorLanguageSection.tsx';
import { FooterSection } from './FooterSection.tsx';
import { HeaderSection } from './HeaderSection.tsx';
import {
  AccountsSection,
  ContactSection,
  OverlaySection,
  SocialSection,
  TrackingSection,
} from './MoreSections.tsx';
import { $settings, loadSettings } from './state.ts';
import './settings.css';

export interface SettingsPanelProps {
  onClose: () => void;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

/** Keeps Tab and Shift+Tab inside `panel`. */
function wrapFocus(event: KeyboardEvent<HTMLElement>, panel: HTMLElement): void {
  const items = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

type Load = 'loading' | 'ready' | 'error';

export default function SettingsPanel({ onClose }: SettingsPanelProps) {
  const t = useEditorTexts();
  const settings = useStore($settings);
  const [load, setLoad] = useState<Load>('loading');
  const [attempt, setAttempt] = useState(0);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    let cancelled = false;
    loadSettings().then(
      () => !cancelled && setLoad('ready'),
      (error: unknown) => {
        console.error('[editor] loading the settings failed', error);
        if (!cancelled) setLoad('error');
      },
    );
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  // Escape closes the panel wherever the focus is, unless a dialog above it (the media library)
  // is open: that dialog closes first.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || document.querySelector('dialog[open]')) return;
      // Handled: the editor's document-wide Escape (closing the toolbar) must not act as well.
      event.preventDefault();
      close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Focus moves into the panel when it opens and back where it was when it closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => before?.focus();
  }, []);

  return (
    <div
      className="editor-settings-backdrop"
      data-editor-ui=""
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        className="editor-settings"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Tab' && panelRef.current) wrapFocus(event, panelRef.current);
        }}
      >
        <div className="editor-settings__head">
          <h2 id={titleId} className="editor-settings__title">
            {t.settingsTitle}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className="editor-icon-button"
            aria-label={t.settingsClose}
            onClick={onClose}
          >
            ×
          </button>
        </div>
        <div className="editor-settings__scroll">
          <p className="editor-settings__hint">{t.settingsLiveNote}</p>
          {load === 'loading' && !settings ? <p role="status">{t.settingsLoading}</p> : null}
          {load === 'error' ? (
            <div role="alert">
              <p>{t.settingsLoadError}</p>
              <button
                type="button"
                className="editor-button-primary"
                onClick={() => {
                  setLoad('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                {t.settingsRetry}
              </button>
            </div>
          ) : null}
          {load === 'ready' && settings ? (
            <>
              <BusinessSection />
              <AppearanceSection />
              <HeaderSection />
              <BookingSection />
              <FooterSection />
              <EditorLanguageSection />
              <SocialSection />
              <TrackingSection />
              <AccountsSection />
              <OverlaySection />
              <ContactSection />
              <div className="editor-settings__note">
                <p>{t.settingsChangelogNote}</p>
                <button type="button" className="editor-button-secondary" onClick={openChangelog}>
                  {t.settingsOpenChangelog}
                </button>
              </div>
            </>
          ) : null}
        </div>
      </div>
    </div>
  );
}
