/** The booking block's HTML: a button to the booking page, or the page embedded in a lazy iframe. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { Locale } from '../../lib/content.ts';
import { buttonField, groupSnapshot, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { bookingContainerSchema } from './schema.ts';
import { BookingContainerView } from './View.tsx';

function render(
  options: Record<string, unknown>,
  withButton = false,
  mode: RenderMode = 'live',
  locale: Locale = 'de',
) {
  const fields = [textField('title', 'Termin buchen', 'Book')];
  if (withButton)
    fields.push(buttonField('button', 'Jetzt buchen', 'https://example.invalid/fallback', 'Book now'));
  const group = groupSnapshot('group-booking', 'bookingContainer', fields);
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale={locale} site={testSite()} page={testPage}>
      <BookingContainerView
        group={group}
        fields={group.fields}
        options={readOptions(bookingContainerSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

describe('bookingContainer view', () => {
  it('renders an appointment link as a button opening in a new window', () => {
    const html = render({ bookingLink: { type: 'appointment', url: 'https://booking.example.invalid/a' } });
    expect(html).toContain('href="https://booking.example.invalid/a"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('Termin online buchen');
    expect(html).not.toContain('<iframe');
  });

  it("labels the button with the button field's text when there is one", () => {
    const html = render(
      { bookingLink: { type: 'healthOptics', url: 'https://booking.example.invalid/h' } },
      true,
      'live',
      'en',
    );
    expect(html).toContain('Book now');
    expect(html).not.toContain('https://example.invalid/fallback');
  });

  it('embeds an iframe booking page lazily, with a title and a link to open it on its own', () => {
    const html = render(
      { bookingLink: { type: 'iframe', url: 'https://booking.example.invalid/shop' } },
      false,
      'live',
      'en',
    );
    expect(html).toMatch(
      /<iframe[^>]*src="https:\/\/booking\.example\.invalid\/shop\?locale=en&amp;layout=embedded&amp;select_location=false&amp;theme_color=499ddd"[^>]*title="Online appointment booking"[^>]*loading="lazy"/,
    );
    expect(html).toContain('Open the booking page in a new window');
  });

  it('falls back to the button field without a usable booking link; editors get a note', () => {
    const html = render({ bookingLink: { type: 'iframe', url: 'javascript:alert(1)' } }, true);
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('href="https://example.invalid/fallback"');
    expect(html).not.toContain('role="note"');
    expect(render({}, false, 'edit')).toContain('Keine Buchungsseite eingestellt');
  });
});
