/**
 * The production rebuild service: a Worker cannot render pages, so a publish calls a deploy hook
 * (env `LUNETTE_REBUILD_HOOK_URL`, e.g. a CI workflow dispatch or a Workers Builds deploy hook)
 * that runs the full build from the database and deploys it. The build reads the database when
 * it starts, so the hook's runner must run builds one after another and may drop queued ones in
 * favour of the latest (it contains every earlier publish): then a build never overwrites a newer
 * publish. See docs/decisions/0005-publish-to-live.md.
 */
import type { PublishedChange, RebuildService } from './rebuild.ts';

export interface DeployHookOptions {
  /** The hook URL; it receives a POST with a JSON body (see `DeployHookBody`). */
  url: string;
  /** Injectable for tests. */
  fetch?: typeof fetch;
  /** Give up after this long (default 10 s). */
  timeoutMs?: number;
  now?: () => Date;
}

/** What the hook receives. */
export interface DeployHookBody {
  event: 'lunette.publish';
  /** When the publish asked for the rebuild (ISO 8601). */
  requestedAt: string;
  change: PublishedChange;
}

/** A rebuild service that POSTs each publish to the deploy hook; fails when the hook does not accept it. */
export function createDeployHook({
  url,
  fetch: send = fetch,
  timeoutMs = 10_000,
  now = () => new Date(),
}: DeployHookOptions): RebuildService {
  return {
    async afterPublish(change) {
      const body: DeployHookBody = { event: 'lunette.publish', requestedAt: now().toISOString(), change };
      const response = await send(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) throw new Error(`the deploy hook answered ${response.status}`);
    },
  };
}
