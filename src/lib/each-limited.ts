/**
 * Runs an async step for every item, at most `limit` at a time, in the items' order of starting
 * (the renderer's batches, the outbox sweep, the network figures, the Worker's cron lanes).
 *
 * @example
 * await forEachLimited(sites, 4, async (site) => visit(site));
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  run: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
}
