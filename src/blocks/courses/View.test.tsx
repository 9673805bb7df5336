/** The course list's HTML: soonest first, Intl dates and CHF prices, free courses. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { Locale } from '../../lib/content.ts';
import { COURSE_DATE_TIME_FORMAT } from '../../lib/courses.ts';
import { formatChf } from '../../lib/money.ts';
import { groupSnapshot, singleField, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { coursesSchema } from './schema.ts';
import { CoursesView } from './View.tsx';

const course = (id: string, date: string, cost: string) =>
  groupSnapshot(id, 'productCard', [
    textField('title', `Kurs ${id}`),
    singleField('date', date),
    textField('duration', '2 Stunden', '2 hours'),
    singleField('cost', cost),
  ]);

function render(
  children = [course('b', '2027-02-04T19:00', '0'), course('a', '2027-01-14T18:30', '45')],
  locale: Locale = 'de',
) {
  const group = groupSnapshot('group-courses', 'courses', [textField('title', 'Kurse')], {}, children);
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={testSite()} page={testPage}>
      <CoursesView group={group} fields={group.fields} options={readOptions(coursesSchema, 1, {})} />
    </RenderProvider>,
  );
}

describe('courses view', () => {
  it('lists courses soonest first with date, duration and cost', () => {
    const html = render();
    expect(html.indexOf('Kurs a')).toBeLessThan(html.indexOf('Kurs b'));
    expect(html).toContain(
      `<time dateTime="2027-01-14T18:30">${new Intl.DateTimeFormat('de-CH', { ...COURSE_DATE_TIME_FORMAT, timeZone: 'UTC' }).format(new Date('2027-01-14T18:30:00Z'))}</time>`,
    );
    expect(html).toContain('2 Stunden');
    expect(html).toContain(`<data value="45">${formatChf(45, 'de')}</data>`);
    expect(html).toContain('Kostenlos');
  });

  it('formats the English page with en-CH', () => {
    const html = render(undefined, 'en');
    expect(html).toContain(formatChf(45, 'en'));
    expect(html).toContain('Free of charge');
    expect(html).toContain('<dt>Cost</dt>');
  });

  it('says so when no course is planned', () => {
    expect(render([])).toContain('Zurzeit sind keine Kurse geplant.');
  });
});
