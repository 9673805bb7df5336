/**
 * The video block's server HTML: a poster and a named play button but no player (nothing loads
 * from the video service before a click), the aspect ratio from the settings, the still image
 * with the media option 'image', the unavailable placeholder for editors only, and nothing an
 * editor hid.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RenderProvider, type RenderMode } from '../../fields/context.tsx';
import type { FieldSnapshot, GroupSnapshot, MediaSnapshot } from '../../lib/content.ts';
import { groupSnapshot, imageField, testPage, testSite, textField } from '../../lib/snapshot-fixtures.ts';
import { readOptions } from '../read.ts';
import { videoPlayerSchema } from './schema.ts';
import { VideoPlayerView } from './View.tsx';

const youTube = (videoId: string | null, aspectRatio = '16:9'): MediaSnapshot => ({
  id: 'media-video',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  mimeType: 'video/youtube',
  width: null,
  height: null,
  alt: {},
  focalPoint: null,
  blurHash: null,
  video: {
    source: 'youtube',
    uploadId: null,
    status: 'ready',
    videoId,
    aspectRatio,
    thumbnailUrl: '/media/demo/default/library/video-poster.jpg',
    playbackUrl: null,
  },
});

const videoField = (media: MediaSnapshot | null): FieldSnapshot => ({
  id: 'field-video',
  name: 'video',
  content: null,
  options: {},
  media,
  visible: true,
});

const block = (fields: FieldSnapshot[], options: Record<string, unknown> = {}): GroupSnapshot =>
  groupSnapshot('group-v', 'videoPlayer', fields, options);

function render(group: GroupSnapshot, mode: RenderMode = 'live') {
  return renderToStaticMarkup(
    <RenderProvider mode={mode} locale="de" site={testSite()} page={testPage}>
      <VideoPlayerView
        group={group}
        fields={group.fields}
        options={readOptions(videoPlayerSchema, 1, group.options)}
      />
    </RenderProvider>,
  );
}

describe('VideoPlayerView (server HTML)', () => {
  it('shows the local poster and a named play button, no player', () => {
    const html = render(block([textField('title', 'Unser Film'), videoField(youTube('aqz-KE-bpKQ'))]));
    expect(html).toContain('src="/media/demo/default/library/video-poster.jpg"');
    expect(html).toContain('aria-label="Video abspielen: Unser Film"');
    expect(html).toContain('<button type="button"');
    expect(html).not.toMatch(/<iframe|<video|youtube/);
    expect(html).toContain('aspect-ratio:16 / 9');
  });

  it('takes the aspect ratio from the settings, and declares the poster at that ratio', () => {
    const html = render(block([videoField(youTube('aqz-KE-bpKQ', '4:3'))]));
    expect(html).toContain('aspect-ratio:4 / 3');
    expect(html).toMatch(/class="video-player__poster"[^>]* width="1280" height="960"/);
    expect(render(block([videoField(youTube('aqz-KE-bpKQ'))]))).toMatch(
      /class="video-player__poster"[^>]* width="1280" height="720"/,
    );
  });

  it('shows the still image with the media option image', () => {
    const html = render(
      block([videoField(youTube('aqz-KE-bpKQ')), imageField('image', '/demo/still.svg', 'Standbild')], {
        media: 'image',
      }),
    );
    expect(html).toContain('alt="Standbild"');
    expect(html).not.toContain('Video abspielen');
  });

  it('tells editors a video is unavailable; visitors see nothing', () => {
    expect(render(block([videoField(null)]), 'edit')).toContain('Video nicht verfügbar');
    expect(render(block([videoField(youTube(null))]), 'edit')).toContain('YouTube-Video nicht verfügbar');
    expect(render(block([videoField(youTube(null))]))).toBe('');
    expect(render(block([textField('title', 'Film'), videoField(null)]))).not.toContain('nicht verfügbar');
  });

  it('shows visitors neither a hidden video nor a hidden title, not even as the button label', () => {
    const title = { ...textField('title', 'Geheimer Film'), visible: false };
    const hiddenVideo = { ...videoField(youTube('aqz-KE-bpKQ')), visible: false };
    const html = render(block([textField('title', 'Unser Film'), hiddenVideo]));
    expect(html).not.toContain('video-poster.jpg');
    expect(html).not.toContain('Video abspielen');
    expect(render(block([title, videoField(youTube('aqz-KE-bpKQ'))]))).not.toContain('Geheimer Film');
    expect(render(block([title, hiddenVideo]))).toBe('');
    expect(render(block([textField('title', 'Unser Film'), hiddenVideo]), 'edit')).toContain(
      'video-poster.jpg',
    );
  });
});
