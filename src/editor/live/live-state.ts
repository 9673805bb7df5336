/**
 * What the toolbar says about the public site after saves (pure): nothing before the first save
 * that re-renders, "wird übernommen …" while a wanted ticket is not rendered, "live" when it is,
 * and the failure (with a retry) once nothing runs and the last render failed unhealed.
 */
import type { RenderStatusResponse } from '../../lib/api/render.ts';

export type LiveState =
  { kind: 'idle' } | { kind: 'applying' } | { kind: 'live' } | { kind: 'failed'; message: string };

/**
 * @example
 * liveStateOf({ requested: 3, done: 2, failed: null }, 3); // { kind: 'applying' }
 * liveStateOf({ requested: 3, done: 3, failed: null }, 3); // { kind: 'live' }
 */
export function liveStateOf(status: RenderStatusResponse, wanted: number): LiveState {
  // The server's count is the truth: a ticket above it was handed out by a process since
  // restarted, whose start-up render covered it. A render still running may heal an earlier
  // failure (a retry renders the whole site).
  if (status.done < status.requested) return { kind: 'applying' };
  if (status.failed) return { kind: 'failed', message: status.failed.message };
  return wanted > 0 ? { kind: 'live' } : { kind: 'idle' };
}

/** Whether the watcher must ask again (a render is still running). */
export function stillApplying(state: LiveState): boolean {
  return state.kind === 'applying';
}
