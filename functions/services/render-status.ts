/**
 * Saves answer at once; pages follow in the background (decision 0023).
 *
 * `backgroundRebuild(inner)` is a RebuildService whose `afterPublish` hands the change to `inner`
 * (the local renderer) and resolves without waiting: the editor's write answers after its database
 * commit. Every hand-over gets a ticket; `status()` says which tickets are live and whether the
 * last render failed, so the editor can show "wird übernommen ..." -> "live", or the failure with a
 * retry (`retry()` re-renders the whole site). Tickets are handed out in order and the renderer
 * finishes batches in order, so `done` only grows.
 */
import type { PublishedChange, RebuildService } from './rebuild.ts';

/** What the editor polls: tickets requested and rendered, and the last failure not yet healed. */
export interface RenderStatus {
  requested: number;
  done: number;
  failed: { ticket: number; message: string } | null;
}

export interface RenderTracker {
  /** The background RebuildService the routes get. */
  readonly rebuild: RebuildService;
  status(): RenderStatus;
  /** Renders the whole site again (after a failure); answers with its ticket. */
  retry(): number;
  /** Resolves when every render handed over so far has finished (tests, shutdown). */
  settled(): Promise<void>;
}

/**
 * @example
 * const tracker = backgroundRebuild(renderer, { log: console.error });
 * createNodeApp({ ..., services: { rebuild: tracker.rebuild, renderStatus: tracker } });
 */
export function backgroundRebuild(
  inner: RebuildService,
  options: { log?: (message: string) => void } = {},
): RenderTracker {
  const log = options.log ?? ((message: string) => console.error(message));
  let requested = 0;
  let done = 0;
  let failed: RenderStatus['failed'] = null;
  const running = new Set<Promise<void>>();

  const handOver = (change: PublishedChange): number => {
    const ticket = ++requested;
    const run = inner.afterPublish(change).then(
      () => {
        done = Math.max(done, ticket);
        // A later render that succeeded rendered what the failed one should have (the renderer
        // re-diffs against its last good baseline), so the failure is healed.
        if (failed && failed.ticket <= ticket) failed = null;
      },
      (error: unknown) => {
        done = Math.max(done, ticket);
        failed = { ticket, message: error instanceof Error ? error.message : String(error) };
        log(`render ${ticket} failed: ${failed.message}`);
      },
    );
    running.add(run);
    void run.finally(() => running.delete(run));
    return ticket;
  };

  return {
    rebuild: {
      afterPublish: async (change) => {
        handOver(change);
      },
    },
    status: () => ({ requested, done, failed }),
    retry: () => handOver({ pageIds: [], wholeSite: true, removedPaths: [] }),
    async settled() {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
