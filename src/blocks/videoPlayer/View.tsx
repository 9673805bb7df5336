/**
 * videoPlayer view: a title, the video as a click-to-load facade (its poster and a play button;
 * the YouTube player on youtube-nocookie or the own video's <video> loads only on click, or when
 * it scrolls into view with autoplay on), and a description. With the media option 'image' the
 * block shows its still image instead. A video that is missing or fails to play shows editors
 * 'Video nicht verfügbar' (or 'YouTube-Video nicht verfügbar'); visitors see the poster without
 * a play button, or nothing.
 */
import { useEffect, useReducer, useRef, useState, type CSSProperties, type ReactElement } from 'react';
import { Media } from '../../fields/Media.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { editAttributes, useRenderContext, useTitleTag } from '../../fields/context.tsx';
import { mediaTexts } from '../../i18n/visitor/media.ts';
import type { AreaDictionary } from '../../i18n/visitor/area.ts';
import { fieldText, type FieldSnapshot } from '../../lib/content.ts';
import type { BlockProps } from '../types.ts';
import {
  cssAspectRatio,
  facadeNext,
  playableOf,
  posterSize,
  youTubePlayerUrl,
  type FacadeEvent,
  type FacadeState,
} from './facade.ts';
import type { videoPlayerSchema } from './schema.ts';
import './styles.css';

export function VideoPlayerView({ group, options, fields }: BlockProps<typeof videoPlayerSchema>) {
  const { mode, locale } = useRenderContext();
  const t = mediaTexts[locale];
  const titleTag = useTitleTag(group.id);
  // A field the editor hid is not shown live, not even as the player's label.
  const shown = <F extends { visible: boolean }>(field: F | undefined) =>
    field && (field.visible || mode === 'edit') ? field : undefined;
  const title = fieldText(shown(fields.title), locale);
  const video = shown(fields.video);
  const showImage = options.media === 'image';
  const hasVideo = playableOf(video?.media) !== null;
  if (mode === 'live' && !title && (showImage ? !fields.image?.media : !hasVideo)) return null;
  return (
    <section className={`block video-player video-player--${options.size}`} data-video-player={group.id}>
      <div className="block__inner video-player__inner">
        <Text field={fields.title} as={titleTag} />
        {showImage ? (
          <Media
            field={fields.image}
            className="video-player__image"
            sizes="(min-width: 1024px) 60vw, 100vw"
          />
        ) : (
          <VideoFacade
            key={video?.media?.id ?? 'none'}
            field={video}
            title={title}
            autoplay={options.autoplay}
            loop={options.loop}
            t={t}
          />
        )}
        <RichText field={fields.description} className="video-player__description" />
      </div>
    </section>
  );
}

/** The poster and play button until the player is wanted, then the player itself. */
function VideoFacade(props: {
  field: FieldSnapshot | undefined;
  title: string | null;
  autoplay: boolean;
  loop: boolean;
  t: AreaDictionary<typeof mediaTexts>;
}) {
  const { field, title, autoplay, loop, t } = props;
  const { mode, editors } = useRenderContext();
  const playable = playableOf(field?.media);
  const [state, dispatch] = useReducer(
    (current: FacadeState, event: FacadeEvent) => facadeNext(current, event, { autoplay }),
    'poster',
  );
  const [poster, setPoster] = useState<string | null>(playable?.poster ?? null);
  const frame = useRef<HTMLDivElement>(null);
  // Started by a click (sound on, focus to the player) or by autoplay in view (muted).
  const [clicked, setClicked] = useState(false);

  // Autoplay: the player loads when the facade scrolls into view (never on the server).
  useEffect(() => {
    const element = frame.current;
    if (!autoplay || !playable || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) dispatch('inView');
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [autoplay, playable]);
  // After a click on play the button is gone: focus moves to the player that replaced it.
  useEffect(() => {
    if (state === 'playing' && clicked) frame.current?.querySelector<HTMLElement>('iframe, video')?.focus();
  }, [state, clicked]);

  const youTube = field?.media?.video?.source === 'youtube';
  const style: CSSProperties = { aspectRatio: cssAspectRatio(playable?.aspect) };
  const attrs = field ? editAttributes(mode, field.id, field.name) : {};
  const wrap = (element: ReactElement | null) =>
    field && element && mode === 'edit' && editors ? (
      <editors.Media field={field}>{element}</editors.Media>
    ) : (
      element
    );

  if (!playable || state === 'error') {
    if (mode === 'edit') {
      return wrap(
        <div className="video-player__frame video-player__unavailable" role="note" style={style} {...attrs}>
          {youTube ? t.youTubeUnavailable : t.videoUnavailable}
        </div>,
      );
    }
    return state === 'error' && poster ? (
      <div className="video-player__frame" style={style}>
        <img className="video-player__poster" src={poster} alt="" {...posterSize(playable?.aspect)} />
      </div>
    ) : null;
  }

  const fail = () => dispatch('error');
  const onPosterError = () => {
    // maxres does not exist for every YouTube video: fall back to hq, then to the neutral poster.
    setPoster((current) =>
      playable.source === 'youtube' && current !== playable.fallbackPoster ? playable.fallbackPoster : null,
    );
  };
  return wrap(
    <div ref={frame} className="video-player__frame" style={style} data-state={state} {...attrs}>
      {state === 'playing' ? (
        playable.source === 'youtube' ? (
          <iframe
            className="video-player__player"
            src={youTubePlayerUrl(playable.videoId, { muted: autoplay && !clicked, loop })}
            title={title ?? t.videoFrameTitle}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            onError={fail}
          />
        ) : (
          <video
            className="video-player__player"
            src={playable.playbackUrl}
            poster={poster ?? undefined}
            controls
            autoPlay
            playsInline
            muted={autoplay && !clicked}
            loop={loop}
            onError={fail}
          />
        )
      ) : (
        <>
          {poster ? (
            <img
              className="video-player__poster"
              src={poster}
              alt=""
              {...posterSize(playable?.aspect)}
              onError={onPosterError}
            />
          ) : (
            <span className="video-player__poster video-player__poster--neutral" />
          )}
          <button
            type="button"
            className="video-player__play"
            aria-label={title ? t.videoPlayTitled.replace('{title}', title) : t.videoPlay}
            onClick={() => {
              setClicked(true);
              dispatch('play');
            }}
          >
            <svg viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
              <rect width="68" height="48" rx="12" fill="currentColor" />
              <path d="M27 14v20l18-10z" fill="#fff" />
            </svg>
          </button>
        </>
      )}
    </div>,
  );
}
