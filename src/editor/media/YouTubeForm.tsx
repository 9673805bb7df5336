/**
 * YouTube by URL (editor spec §5, §8, §9): the pasted URL must be one of the four forms with an
 * 11-character id (else one of the two messages below the input); the video is stored with
 * media/youtube as 16:9 with its maxres thumbnail. Success 'YouTube-Video erfolgreich hinzugefügt'
 * for 2 s, failure 'Fehler beim Speichern des YouTube-Videos' for 3 s.
 */
import { useId, useState } from 'react';
import type { MediaItem } from '../../lib/api/media.ts';
import { parseYouTubeUrl, youTubeThumbnailUrl } from '../../lib/media/youtube.ts';
import { useEditorTexts } from '../hooks.ts';
import { pushToast } from '../store.ts';
import { mediaApi } from './media-api.ts';

/** How long the YouTube toasts show (editor spec §9). */
export const YOUTUBE_SUCCESS_MS = 2000;
export const YOUTUBE_ERROR_MS = 3000;

export function YouTubeForm({
  groupId,
  onAdded,
}: {
  groupId?: string | undefined;
  onAdded: (media: MediaItem) => void;
}) {
  const t = useEditorTexts();
  const inputId = useId();
  const errorId = useId();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const parsed = parseYouTubeUrl(url);
    if (!parsed.ok) {
      setError(parsed.error === 'invalidUrl' ? t.mediaYouTubeInvalid : t.mediaYouTubeNoId);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const answer = await mediaApi.youtube({
        videoId: parsed.videoId,
        youtubeUrl: url.trim(),
        thumbnailUrl: youTubeThumbnailUrl(parsed.videoId, 'maxres'),
        aspectRatio: '16:9',
        ...(groupId ? { groupId } : {}),
      });
      pushToast('success', t.mediaYouTubeSaved, undefined, YOUTUBE_SUCCESS_MS);
      setUrl('');
      onAdded(answer.media);
    } catch (failure) {
      console.error('[editor] youtube', failure);
      pushToast('error', t.mediaYouTubeError, undefined, YOUTUBE_ERROR_MS);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="media-youtube"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={inputId}>{t.mediaYouTubeUrl}</label>
      <input
        id={inputId}
        type="url"
        inputMode="url"
        value={url}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => setUrl(event.currentTarget.value)}
      />
      <button type="submit" className="editor-button-secondary" disabled={busy}>
        {t.mediaYouTubeAdd}
      </button>
      {error ? (
        <p id={errorId} className="media-panel__warning" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
