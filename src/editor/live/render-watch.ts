/**
 * Follows the background re-render (src/lib/api/render.ts) for the toolbar: when an answer named
 * a ticket, asks GET /render/status until the ticket is live or failed. Started once by the
 * editor app; on start it asks once, so a reload right after a publish still shows
 * "wird übernommen …" until the pages are there.
 */
import { atom } from 'nanostores';
import { editorApi, type EditorApi } from '../api-client.ts';
import { liveStateOf, stillApplying, type LiveState } from './live-state.ts';
import { $renderWanted, noteRenderTicket } from './render-ticket.ts';

export const $live = atom<LiveState>({ kind: 'idle' });

/** How long to wait between two status questions while a render runs (grows on network errors). */
const POLL_MS = 250;
const POLL_MAX_MS = 4000;

/**
 * @example
 * const stop = startRenderWatch(); // in the editor app's effect; call stop() on unmount
 */
export function startRenderWatch(
  api: Pick<EditorApi, 'getRenderStatus'> = editorApi,
  schedule: (run: () => void, ms: number) => () => void = (run, ms) => {
    const id = setTimeout(run, ms);
    return () => clearTimeout(id);
  },
): () => void {
  let stopped = false;
  let asking = false;
  let cancel: (() => void) | null = null;
  let delay = POLL_MS;

  const ask = async (): Promise<void> => {
    if (stopped || asking) return;
    asking = true;
    cancel = null;
    try {
      const status = await api.getRenderStatus();
      delay = POLL_MS;
      noteRenderTicket(status.requested > status.done ? status.requested : 0);
      const state = liveStateOf(status, $renderWanted.get());
      // Only a page that waited for a render says "live"; a failure shows to anyone.
      $live.set(state.kind === 'live' && $renderWanted.get() === 0 ? { kind: 'idle' } : state);
      if (stillApplying(state) && !stopped) cancel = schedule(() => void ask(), delay);
    } catch {
      // Offline for a moment: ask again, less often; the last state stays shown.
      delay = Math.min(delay * 2, POLL_MAX_MS);
      if (!stopped) cancel = schedule(() => void ask(), delay);
    } finally {
      asking = false;
    }
  };

  const unsubscribe = $renderWanted.listen(() => {
    if (stopped) return;
    $live.set({ kind: 'applying' });
    if (!asking && !cancel) void ask();
  });
  void ask();
  return () => {
    stopped = true;
    unsubscribe();
    cancel?.();
  };
}

/** Renders the whole site again after a failure, then follows that render. */
export async function retryRender(api: Pick<EditorApi, 'retryRender'> = editorApi): Promise<void> {
  const before = $live.get();
  $live.set({ kind: 'applying' });
  try {
    const { ticket } = await api.retryRender();
    noteRenderTicket(ticket);
  } catch (error) {
    // The retry did not reach the server: the failure it was meant to heal is still there.
    $live.set(before);
    throw error;
  }
}
