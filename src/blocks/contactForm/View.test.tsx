/**
 * The contact form's server HTML (what a visitor gets before the island hydrates): labelled
 * fields in de and en, only the topics the block offers, the hidden trap, and the submit button
 * waiting for hydration (and disabled in edit mode, with a note).
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import { contactFormTexts } from '../../i18n/visitor/contact-form.ts';
import type { FieldSnapshot, GroupSnapshot, Locale, PageSnapshot } from '../../lib/content.ts';
import { CONTACT_TOPIC_KEYS, CONTACT_TOPIC_TEXT } from '../../lib/forms/contact.ts';
import { readOptions } from '../read.ts';
import { contactFormSchema } from './schema.ts';
import { ContactFormView } from './View.tsx';

const title: FieldSnapshot = {
  id: 'f-title',
  name: 'title',
  content: { kind: 'localized', values: { de: { text: 'Termin anfragen' }, en: { text: 'Book a visit' } } },
  options: {},
  media: null,
  visible: true,
};

const form: GroupSnapshot = {
  id: 'group-contact-form',
  type: 'contactForm',
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields: { title },
  children: [],
};

const page: PageSnapshot = {
  id: 'page-contact',
  collection: null,
  role: 'contact',
  position: 0,
  status: 'published',
  slug: { de: 'kontakt', en: 'contact' },
  meta: { name: { de: 'Kontakt', en: 'Contact' } },
  ogImage: null,
  fields: {},
  groups: [],
};

function render(locale: Locale = 'de', raw: object = {}, mode: RenderMode = 'live') {
  const site = { pages: [page], navigation: { containers: [] }, settings: {}, branches: [] };
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={site} page={page}>
      <ContactFormView group={form} fields={form.fields} options={readOptions(contactFormSchema, 1, raw)} />
    </RenderProvider>,
  );
}

/** Text as it appears in HTML (React escapes quotes and ampersands). */
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

describe('ContactFormView', () => {
  it('labels every field in German and links each label to its input', () => {
    const out = render('de');
    const t = contactFormTexts.de;
    for (const label of [
      t.contactFormAnrede,
      t.contactFormAnredeFrau,
      t.contactFormVorname,
      t.contactFormNachname,
      t.contactFormDateOfBirth,
      t.contactFormStrasse,
      t.contactFormPlz,
      t.contactFormOrt,
      t.contactFormEmail,
      t.contactFormTelefon,
      t.contactFormExistingCustomer,
      t.contactFormThemes,
      t.contactFormTermin,
      t.contactFormUhrzeit,
      t.contactFormFragen,
      t.contactFormSubmit,
    ]) {
      expect(out, label).toContain(html(label));
    }
    for (const name of ['vorname', 'plz', 'email', 'bevorzugterTermin', 'bevorzugteUhrzeit']) {
      expect(out).toContain(`for="group-contact-form-${name}"`);
      expect(out).toContain(`id="group-contact-form-${name}"`);
    }
    expect(out).toContain('type="date"');
    expect(out).toContain('type="time"');
    expect(out).toContain('autoComplete="given-name"');
    expect(out).toContain('Termin anfragen');
  });

  it('speaks English on English pages', () => {
    const out = render('en');
    expect(out).toContain('First name');
    expect(out).toContain('Send request');
    expect(out).not.toContain('Vorname');
  });

  it('offers only the topics the block enables, in the spec order', () => {
    const off = ['frequentLensDirect', 'myopiaManagement'] as const;
    const out = render('de', { frequentLensDirect: false, myopiaManagement: false });
    const shown = [...out.matchAll(/type="checkbox" id="group-contact-form-themes-(\w+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(CONTACT_TOPIC_KEYS.filter((k) => !(off as readonly string[]).includes(k)));
    for (const key of off) expect(out).not.toContain(html(contactFormTexts.de[CONTACT_TOPIC_TEXT[key]]));
  });

  it('hides the trap field from people and assistive technology', () => {
    const out = render('de');
    const trap = /<div class="contact-form__trap" aria-hidden="true">(.*?)<\/div>/.exec(out)?.[1] ?? '';
    expect(trap).toContain('name="website"');
    expect(trap).toContain('tabindex="-1"');
    expect(trap).toContain('autoComplete="off"');
  });

  it('keeps submit disabled until the island runs, and shows no errors yet', () => {
    const out = render('de');
    expect(out).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(out).not.toContain('form-summary');
    expect(out).toContain('role="status"');
  });

  it('never sends from edit mode and says so', () => {
    const out = render('de', {}, 'edit');
    expect(out).toContain(contactFormTexts.de.contactFormEditNote);
    expect(out).toMatch(
      /<button type="submit"[^>]*disabled=""[^>]*aria-describedby="group-contact-form-edit-note"/,
    );
  });
});
