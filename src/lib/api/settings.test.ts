/** The settings save rules: what a section must be to be stored, and what counts as a change. */
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readSettings } from '../settings.ts';
import {
  applySettingsPatch,
  changedSections,
  EDITABLE_SECTIONS,
  SettingsSaveRequestSchema,
  settingsIssues,
} from './settings.ts';

const defaults = readSettings({});

describe('settingsIssues', () => {
  it('accepts every editable section at its defaults', () => {
    const all = Object.fromEntries(EDITABLE_SECTIONS.map((s) => [s, defaults[s]]));
    expect(settingsIssues(all)).toEqual({});
  });

  it('refuses values the schema would replace by their default, by path', () => {
    expect(settingsIssues({ theme: { ...defaults.theme, primary: 'blue' } })).toEqual({
      'theme.primary': 'settingsErrorInvalid',
    });
    expect(
      settingsIssues({ header: { ...defaults.header, loginPage: { useLinkToLoginPage: 'yes', url: null } } }),
    ).toEqual({
      'header.loginPage.useLinkToLoginPage': 'settingsErrorInvalid',
    });
    expect(settingsIssues({ footer: 'none' })).toMatchObject({ footer: 'settingsErrorInvalid' });
  });

  it('refuses a section with a missing key (sections are saved whole)', () => {
    const { city: _city, ...footer } = defaults.footer;
    expect(settingsIssues({ footer })).toEqual({ 'footer.city': 'settingsErrorInvalid' });
  });

  it('checks the formats of addresses and tracking ids, but lets empty values pass', () => {
    const tracking = { analyticsId: 'G-AB12CD34EF', tagManagerId: 'GTM-5XK2Q9', pixelId: '1234567890' };
    expect(settingsIssues({ tracking })).toEqual({});
    expect(
      settingsIssues({ tracking: { analyticsId: 'g-ab', tagManagerId: 'GTM5XK2Q9', pixelId: '12a' } }),
    ).toEqual({
      'tracking.analyticsId': 'settingsErrorAnalyticsId',
      'tracking.tagManagerId': 'settingsErrorTagManagerId',
      'tracking.pixelId': 'settingsErrorPixelId',
    });
    expect(settingsIssues({ contact: { email: 'info@optik.ch', companyName: null } })).toEqual({});
    expect(settingsIssues({ contact: { email: 'info@optik', companyName: null } })).toEqual({
      'contact.email': 'settingsErrorEmail',
    });
    expect(
      settingsIssues({ socialAccounts: { ...defaults.socialAccounts, instagram: 'not a url' } }),
    ).toEqual({
      'socialAccounts.instagram': 'settingsErrorUrl',
    });
  });

  it('needs a valid booking url for an active button, or the Shore company when booking through Shore', () => {
    const booking = defaults.bookingButton;
    expect(settingsIssues({ bookingButton: { ...booking, active: true, url: 'optik.ch/termin' } })).toEqual(
      {},
    );
    expect(settingsIssues({ bookingButton: { ...booking, active: true, url: null } })).toEqual({
      'bookingButton.url': 'settingsErrorUrl',
    });
    expect(
      settingsIssues({
        bookingButton: { ...booking, active: true, linkType: 'iframe', url: 'http://optik.ch' },
      }),
    ).toEqual({ 'bookingButton.url': 'settingsErrorUrl' });
    expect(settingsIssues({ bookingButton: { ...booking, active: true, useShoreBooking: true } })).toEqual({
      'bookingButton.shoreCompany': 'settingsErrorInvalid',
    });
    expect(
      settingsIssues({
        bookingButton: { ...booking, active: true, useShoreBooking: true, shoreCompany: 'optik' },
      }),
    ).toEqual({});
  });

  it('never calls a value invalid that the schema itself produced', () => {
    fc.assert(
      fc.property(fc.constantFrom(...EDITABLE_SECTIONS), fc.anything(), (section, junk) => {
        const read = readSettings({ [section]: junk })[section];
        const issues = Object.values(settingsIssues({ [section]: read }));
        expect(issues).not.toContain('settingsErrorInvalid');
      }),
    );
  });
});

describe('changedSections and applySettingsPatch', () => {
  it('finds only the sections that differ, whatever the key order', () => {
    const footer = Object.fromEntries(Object.entries(defaults.footer).reverse()) as typeof defaults.footer;
    expect(changedSections(defaults, { footer })).toEqual([]);
    expect(changedSections(defaults, { footer: { ...footer, city: 'Zug' }, theme: defaults.theme })).toEqual([
      'footer',
    ]);
  });

  it('puts the given sections in and keeps the others', () => {
    const next = applySettingsPatch(defaults, { contact: { email: null, companyName: 'Optik Zug' } });
    expect(next.contact.companyName).toBe('Optik Zug');
    expect(next.theme).toEqual(defaults.theme);
  });
});

describe('SettingsSaveRequestSchema', () => {
  it('needs at least one editable section and a revision', () => {
    expect(
      v.safeParse(SettingsSaveRequestSchema, { baseRevision: 1, settings: { contact: {} } }).success,
    ).toBe(true);
    expect(v.safeParse(SettingsSaveRequestSchema, { baseRevision: 1, settings: {} }).success).toBe(false);
    expect(
      v.safeParse(SettingsSaveRequestSchema, { baseRevision: 1, settings: { business: {} } }).success,
    ).toBe(false);
    expect(v.safeParse(SettingsSaveRequestSchema, { settings: { contact: {} } }).success).toBe(false);
  });
});
