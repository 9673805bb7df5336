/**
 * instagramFeed view: the newest posts of the site's photo-sharing feed (site.instagramPosts, the
 * cached copy) as a grid of 4:5 tiles (feed images 480x600, visitor spec §9), each linking to the
 * post in a new tab; videos and albums are marked with an icon and a label. A post whose image is
 * one of the site's media items goes through the image pipeline (Picture), any other is a plain
 * lazy <img> with its size. No posts: 'No Instagram posts available' (spec §8) in the locale.
 */
import { Picture } from '../../components/Picture.tsx';
import { Button } from '../../fields/Link.tsx';
import { Text } from '../../fields/Text.tsx';
import { useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import type { FeedPostSnapshot } from '../../lib/api/snapshot.ts';
import { postDay } from '../../lib/reviews/format.ts';
import { tileImageUrl } from '../../lib/social-feed/post.ts';
import type { BlockProps } from '../types.ts';
import type { instagramFeedSchema } from './schema.ts';
import './styles.css';

/** The size feed images are drawn at (visitor spec §9). */
const FEED_IMAGE = { width: 480, height: 600 } as const;

function VideoIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <path d="M8 5v14l11-7z" fill="currentColor" />
    </svg>
  );
}

function AlbumIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
      <rect x="7" y="3" width="14" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 7v12a2 2 0 0 0 2 2h12" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function Tile({ post, columns }: { post: FeedPostSnapshot; columns: number }) {
  const { locale } = useRenderContext();
  const t = visitorDictionary(locale);
  const caption =
    post.caption.trim() || t.instagramUntitled.replace('{date}', postDay(post.timestamp, locale));
  const kind = post.mediaType === 'VIDEO' ? 'video' : post.mediaType === 'CAROUSEL_ALBUM' ? 'album' : null;
  const kindText = kind === 'video' ? t.instagramVideo : kind === 'album' ? t.instagramAlbum : null;
  // The name starts with the visible badge text, so it contains what sighted users read.
  const label = t.instagramOpen.replace('{caption}', kindText ? `${kindText}: ${caption}` : caption);
  return (
    <li className="instagram-feed__item" data-media-type={post.mediaType}>
      <a
        className="instagram-feed__tile"
        href={post.permalink}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
      >
        {post.media ? (
          <Picture
            media={post.media}
            locale={locale}
            aspect="4:5"
            sizes={`(min-width: 1024px) ${Math.round(100 / columns)}vw, 50vw`}
            className="instagram-feed__image"
            attributes={{ alt: '' }}
          />
        ) : (
          <img
            className="instagram-feed__image"
            src={tileImageUrl(post)}
            width={FEED_IMAGE.width}
            height={FEED_IMAGE.height}
            loading="lazy"
            decoding="async"
            alt=""
          />
        )}
        {kind ? (
          <span className="instagram-feed__badge">
            {kind === 'video' ? <VideoIcon /> : <AlbumIcon />}
            <span>{kindText}</span>
          </span>
        ) : null}
      </a>
    </li>
  );
}

export function InstagramFeedView({ group, options, fields }: BlockProps<typeof instagramFeedSchema>) {
  const { site, locale } = useRenderContext();
  const t = visitorDictionary(locale);
  const titleTag = useTitleTag(group.id);
  const posts = (site.instagramPosts ?? []).slice(0, options.postCount);
  return (
    <section className="block instagram-feed" data-instagram-feed={group.id}>
      <div className="block__inner">
        <Text field={fields.kicker} as="p" className="kicker" />
        <Text field={fields.title} as={titleTag} />
        {posts.length === 0 ? (
          <p className="instagram-feed__empty">{t.instagramEmpty}</p>
        ) : (
          <ul
            className="instagram-feed__grid"
            style={{ ['--instagram-columns' as string]: String(options.columns) }}
          >
            {posts.map((post) => (
              <Tile key={post.id} post={post} columns={options.columns} />
            ))}
          </ul>
        )}
        <div className="instagram-feed__actions">
          <Button field={fields.button} variant="contained" />
        </div>
      </div>
    </section>
  );
}
