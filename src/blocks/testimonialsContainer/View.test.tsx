/** testimonialsContainer view as static HTML: shown items link to their pages, hidden ones stay in the archive. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { FieldSnapshot, GroupSnapshot, PageSnapshot, SiteSnapshot } from '../../lib/content.ts';
import { readOptions } from '../read.ts';
import { testimonialsContainerSchema } from './schema.ts';
import { TestimonialsContainerView } from './View.tsx';

const text = (name: string, value: string): FieldSnapshot => ({
  id: `f-${name}-${value}`,
  name,
  content: { kind: 'localized', values: { de: { text: value }, en: { text: value } } },
  options: {},
  media: null,
  visible: true,
});

const group = (id: string, type: string, fields: Record<string, FieldSnapshot>): GroupSnapshot => ({
  id,
  type,
  version: 1,
  status: 'published',
  options: {},
  disallowedLanguages: [],
  fields,
  children: [],
});

const testimonial = (slug: string, position: number, meta: Record<string, unknown> = {}): PageSnapshot => ({
  id: `page-${slug}`,
  collection: 'testimonial',
  role: null,
  position,
  status: 'published',
  slug: { de: slug, en: slug },
  meta: { name: { de: slug, en: slug }, ...meta },
  ogImage: null,
  fields: {},
  groups: [
    group(`g-${slug}`, 'testimonialDetails', {
      name: text('name', `Name ${slug}`),
      quote: text('quote', `Zitat ${slug}`),
    }),
  ],
});

const pages = [
  testimonial('b', 1),
  testimonial('a', 0),
  testimonial('c', 2, { hidden: true, archiveKey: 'Aktion 2023' }),
];
const site: SiteSnapshot = { pages, navigation: { containers: [] }, settings: {}, branches: [] };

function render(mode: RenderMode) {
  const container = group('container', 'testimonialsContainer', { title: text('title', 'Stimmen') });
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale="de" site={site} page={pages[0] as PageSnapshot}>
      <TestimonialsContainerView
        group={container}
        fields={container.fields}
        options={readOptions(testimonialsContainerSchema, 1, { gridLayout: 'grid' })}
      />
    </RenderProvider>,
  );
}

describe('TestimonialsContainerView', () => {
  it('shows the shown items in position order, each linking to its page', () => {
    const html = render('live');
    expect(html.indexOf('Name a')).toBeLessThan(html.indexOf('Name b'));
    expect(html).toContain('href="/de/testimonial/a"');
    expect(html).toContain('Zitat a');
    expect(html).not.toContain('Name c');
    expect(html).not.toContain('collection-archive');
  });

  it('lists hidden items in the archive by key for editors', () => {
    const html = render('edit');
    expect(html).toContain('collection-archive');
    expect(html).toMatch(
      /<h3>Aktion 2023<\/h3><ul><li><a href="\/de\/edit\/testimonial\/c">c<\/a><\/li><\/ul>/,
    );
  });
});
