/**
 * One render thread of the local renderer's pool (./render-pool.ts). It imports the built server
 * bundle once and renders internal routes from the snapshots the pool hands over, one message per
 * batch, so a large batch uses the machine's other cores while the main thread keeps serving.
 * Node only: the entry of a `worker_threads` Worker, never imported by the Cloudflare Worker.
 */
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import {
  builtForProduction,
  callNodeHandler,
  finishRenderedPage,
  preferProductionReact,
  type NodeHandler,
} from './local-renderer-bundle.ts';
import type { PoolReply, PoolRequest, PoolThreadData } from './render-pool.ts';

interface Batch {
  locals: object;
  links: string[] | null;
}

async function loadHandler(entryFile: string): Promise<NodeHandler> {
  if (await builtForProduction(dirname(entryFile))) preferProductionReact(entryFile);
  const mod = (await import(pathToFileURL(entryFile).href)) as { handler?: NodeHandler };
  if (typeof mod.handler !== 'function') throw new Error(`${entryFile} exports no handler`);
  return mod.handler;
}

function serve(port: NonNullable<typeof parentPort>, data: PoolThreadData): void {
  const handler = loadHandler(data.entryFile);
  // A failed import answers every render with its cause (the pool then fails the batch).
  handler.catch(() => undefined);
  const batches = new Map<number, Batch>();
  const reply = (message: PoolReply) => port.postMessage(message);

  const render = async (id: number, batch: Batch | undefined, source: string) => {
    try {
      if (!batch) throw new Error(`render thread: no snapshot for ${source}`);
      const result = await callNodeHandler(await handler, source, batch.locals);
      const body = finishRenderedPage(result.body, source, batch.links);
      reply({ type: 'rendered', id, status: result.status, body });
    } catch (error) {
      reply({
        type: 'failed',
        id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  };

  port.on('message', (message: PoolRequest) => {
    if (message.type === 'batch') batches.set(message.key, { locals: message.locals, links: message.links });
    else if (message.type === 'drop') batches.delete(message.key);
    else void render(message.id, batches.get(message.key), message.source);
  });
  void handler.then(
    () => reply({ type: 'ready' }),
    (error: unknown) => reply({ type: 'broken', error: String(error) }),
  );
}

if (parentPort) serve(parentPort, workerData as PoolThreadData);
