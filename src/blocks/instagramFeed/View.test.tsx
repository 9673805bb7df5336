/** The feed grid's HTML: tiles linking to the posts in a new tab, video marks, the empty text. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider } from '../../fields/context.tsx';
import type { FeedPostSnapshot } from '../../lib/api/snapshot.ts';
import type { Locale } from '../../lib/content.ts';
import { groupSnapshot, testPage, testSite } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { instagramFeedSchema } from './schema.ts';
import { InstagramFeedView } from './View.tsx';

const post = (id: string, mediaType: FeedPostSnapshot['mediaType']): FeedPostSnapshot => ({
  id,
  mediaType,
  mediaUrl: `https://cdn.example/${id}.jpg`,
  thumbnailUrl: null,
  permalink: `https://www.instagram.com/p/${id}/`,
  caption: `Beitrag ${id}`,
  timestamp: '2026-11-01T09:00:00.000Z',
  media: null,
});

function render(posts: FeedPostSnapshot[] | undefined, locale: Locale = 'de', options = {}) {
  const group = groupSnapshot('group-insta', 'instagramFeed', []);
  const site = { ...testSite(), ...(posts ? { instagramPosts: posts } : {}) };
  return renderToStaticMarkup(
    <RenderProvider mode="live" locale={locale} site={site} page={testPage}>
      <InstagramFeedView
        group={group}
        fields={group.fields}
        options={readOptions(instagramFeedSchema, 1, options)}
      />
    </RenderProvider>,
  );
}

describe('instagramFeed view', () => {
  it('links each tile to its post in a new tab, with a sized lazy image', () => {
    const html = render([post('a', 'IMAGE')]);
    expect(html).toContain(
      '<a class="instagram-feed__tile" href="https://www.instagram.com/p/a/" target="_blank" rel="noopener noreferrer" aria-label="Beitrag a (öffnet Instagram in einem neuen Tab)">',
    );
    expect(html).toContain('width="480" height="600" loading="lazy"');
  });

  it('marks videos with an icon and a label, and shows at most postCount posts', () => {
    const html = render([post('a', 'VIDEO'), post('b', 'IMAGE'), post('c', 'IMAGE')], 'en', { postCount: 2 });
    expect(html).toContain('<span>Video</span>');
    expect(html).toContain('aria-label="Video: Beitrag a (opens Instagram in a new tab)"');
    expect(html).not.toContain('/p/c/');
  });

  it('says so when there are no posts, in both languages', () => {
    expect(render(undefined, 'en')).toContain('No Instagram posts available');
    expect(render([], 'de')).toContain('Keine Instagram-Beiträge verfügbar');
  });
});
