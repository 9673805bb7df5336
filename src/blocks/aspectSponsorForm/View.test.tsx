/**
 * The sponsor form's server HTML (what a visitor gets before the island hydrates): every item
 * with its Intl-formatted price, labelled fields, the hidden trap, the total, the submit button
 * waiting for hydration, and the closed-booking label when the block option says so.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import { sponsorFormTexts } from '../../i18n/visitor/sponsor-form.ts';
import type { FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from '../../lib/content.ts';
import { SPONSOR_ITEM_KEYS, SPONSOR_ITEM_PRICES_CHF, SPONSOR_ITEM_TEXT } from '../../lib/forms/sponsor.ts';
import { intlChf } from '../../lib/forms/test-fixtures.ts';
import { readOptions } from '../read.ts';
import { aspectSponsorFormSchema } from './schema.ts';
import { AspectSponsorFormView } from './View.tsx';

const title: FieldSnapshot = {
  id: 'f-title',
  name: 'title',
  content: { kind: 'localized', values: { de: { text: 'Sponsoring' }, en: { text: 'Sponsorship' } } },
  options: {},
  media: null,
  visible: true,
};

const form: GroupSnapshot = {
  id: 'group-sponsor',
  type: 'aspectSponsorForm',
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: { title },
  children: [],
};

const page: PageSnapshot = {
  id: 'page-sponsor',
  collection: null,
  role: null,
  position: 0,
  status: 'published',
  slug: { de: 'sponsoring', en: 'sponsoring' },
  meta: { name: { de: 'Sponsoring', en: 'Sponsoring' } },
  ogImage: null,
  fields: {},
  groups: [form],
};

function render(locale: Locale = 'de', raw: object = {}) {
  const site = { pages: [page], navigation: { containers: [] }, settings: {}, branches: [] };
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={site} page={page}>
      <AspectSponsorFormView
        group={form}
        fields={form.fields}
        options={readOptions(aspectSponsorFormSchema, 1, raw)}
      />
    </RenderProvider>,
  );
}

const decode = (html: string) => html.replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

describe('AspectSponsorFormView (server HTML)', () => {
  it('lists the seven items with labels and Intl-formatted CHF prices', () => {
    const html = decode(render());
    for (const key of SPONSOR_ITEM_KEYS) {
      expect(html).toContain(`id="group-sponsor-${key}"`);
      expect(html).toContain(sponsorFormTexts.de[SPONSOR_ITEM_TEXT[key]]);
      expect(html).toContain(intlChf(SPONSOR_ITEM_PRICES_CHF[key]));
    }
    expect(html).toContain(`(${intlChf(300)} pro Person)`);
    expect(html).toContain(`(${intlChf(399)} pro Person)`);
  });

  it('opens the page with its title as h1 and labels every field', () => {
    const html = render();
    expect(html).toMatch(/<h1[^>]*>Sponsoring<\/h1>/);
    for (const name of [
      'numberOfPersons',
      'personsNames',
      'aspectNumberOfPersons',
      'aspectPersonsNames',
      'company',
      'contactName',
      'phone',
      'email',
      'website',
    ]) {
      expect(html, name).toContain(`for="group-sponsor-${name}"`);
      expect(html, name).toContain(`id="group-sponsor-${name}"`);
    }
    expect(html).toMatch(
      /<input type="email" id="group-sponsor-email" autoComplete="email" aria-required="true"/,
    );
  });

  it('hides the trap field from people: off screen, aria-hidden, out of the tab order', () => {
    const html = render();
    expect(html).toMatch(
      /<div class="sponsor-form__trap" aria-hidden="true">.*<input type="text" id="group-sponsor-website" tabindex="-1" autoComplete="off"/,
    );
  });

  it('shows the running total (polite live region) and waits for hydration before submit', () => {
    const html = decode(render());
    expect(html).toContain(`aria-live="polite"`);
    expect(html).toContain(`<strong data-total="0">${intlChf(0)}</strong>`);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Verbindlich buchen<\/button>/);
    expect(html).not.toContain(sponsorFormTexts.de.sponsorClosed);
  });

  it('shows the closed-booking label when bookings are closed, and English texts on English pages', () => {
    const closed = render('de', { bookingsClosed: true });
    expect(closed).toContain(
      `<p class="sponsor-form__closed" id="group-sponsor-closed">Buchungen sind geschlossen</p>`,
    );
    // Every field is disabled (its fieldset), and the button says why beside it.
    expect(closed).toMatch(/<button type="submit"[^>]*aria-describedby="group-sponsor-closed-why"/);
    expect(closed).toContain(
      `<p class="sponsor-form__closed-why" id="group-sponsor-closed-why">Buchungen sind geschlossen</p>`,
    );
    expect(closed.match(/<fieldset[^>]* disabled=""/g)).toHaveLength(3);
    expect(render('de').match(/<fieldset[^>]* disabled=""/g)).toBeNull();
    const en = render('en');
    expect(en).toContain('Main sponsor');
    expect(en).toContain('Book now');
    expect(en).toMatch(/<h1[^>]*>Sponsorship<\/h1>/);
  });
});
