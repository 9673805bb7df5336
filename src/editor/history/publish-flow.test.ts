/** What a publish click leads to in the toolbar and the pages panel, from the rules' reasons. */
import { describe, expect, it } from 'vitest';
import type { PublishReasons } from '../../lib/publish/publish-rules.ts';
import { publishStep } from './publish-flow.ts';

const none: PublishReasons = { missingTranslations: [], missingAlt: [], headings: [], contrast: [] };
const missing: PublishReasons = {
  ...none,
  missingTranslations: [{ locale: 'en', pageName: true, fields: [] }],
};
const noAlt: PublishReasons = {
  ...none,
  missingAlt: [{ mediaId: 'm1', fileName: 'laden.jpg', locales: ['en'] }],
};

describe('publishStep', () => {
  it('publishes a page with nothing to say', () => {
    expect(publishStep(none)).toEqual({ kind: 'publish', accessibilityConfirmed: false });
  });

  it('a missing translation means wait, whatever was confirmed', () => {
    expect(publishStep(missing).kind).toBe('wait');
    expect(publishStep({ ...missing, missingAlt: noAlt.missingAlt }, true).kind).toBe('wait');
  });

  it('accessibility findings ask first, then publish with the confirmation', () => {
    expect(publishStep(noAlt)).toEqual({ kind: 'confirm', reasons: noAlt });
    expect(publishStep(noAlt, true)).toEqual({ kind: 'publish', accessibilityConfirmed: true });
  });
});
