/**
 * The local renderer's use of the built site: the Astro Node adapter's handler called in this
 * process without a socket (`callNodeHandler`), React's production build preloaded for it, and the
 * full `astro build` in a child process that stands in when there is no server bundle.
 */
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The adapter's Node middleware (`handler` of `dist/server/entry.mjs`, `mode: 'middleware'`). */
export type NodeHandler = (req: unknown, res: unknown, next: () => void, locals: object) => Promise<void>;

/** Whether the bundle's JSX was compiled for production (a build under NODE_ENV=test uses jsxDEV). */
export async function builtForProduction(serverDir: string): Promise<boolean> {
  const chunks = await readdir(join(serverDir, 'chunks')).catch(() => []);
  for (const file of ['entry.mjs', ...chunks.map((c) => join('chunks', c))]) {
    if (!file.endsWith('.mjs')) continue;
    const text = await readFile(join(serverDir, file), 'utf8').catch(() => '');
    if (text.includes('react/jsx-dev-runtime')) return false;
  }
  return true;
}

/**
 * Loads React's production build for the bundle, as the static build renders with it: React picks
 * its build from NODE_ENV when first loaded, and this server does not run with NODE_ENV=production
 * (other code reads it). The synchronous requires under a briefly set NODE_ENV fill Node's module
 * cache, which the bundle's imports then reuse; nothing else can run in between. Same HTML, about
 * a third less CPU per page. No effect when React is already loaded.
 */
export function preferProductionReact(entryFile: string): void {
  const load = createRequire(entryFile);
  const previous = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    for (const id of ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/server']) {
      try {
        load(id);
      } catch {
        // not resolvable from the bundle: its own import will report it
      }
    }
  } finally {
    if (previous === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = previous;
  }
}

/**
 * Calls the adapter's Node middleware with a minimal in-memory request and response: no socket,
 * no port, so the internal route is reachable from this process only.
 */
export function callNodeHandler(
  handler: NodeHandler,
  path: string,
  locals: object,
): Promise<{ status: number; contentType: string | null; body: Buffer }> {
  return new Promise((resolveCall, rejectCall) => {
    const socket = Object.assign(new EventEmitter(), { remoteAddress: '127.0.0.1', destroyed: false });
    const req = Object.assign(new EventEmitter(), {
      url: path,
      method: 'GET',
      headers: { host: 'localhost' },
      socket,
    });
    const chunks: Buffer[] = [];
    let status = 200;
    let contentType: string | null = null;
    const res = Object.assign(new EventEmitter(), {
      headersSent: false,
      statusCode: 200,
      statusMessage: '',
      writeHead(code: number, headers?: Record<string, unknown>) {
        status = code;
        const type = headers?.['content-type'] ?? headers?.['Content-Type'];
        contentType = typeof type === 'string' ? type : null;
        res.headersSent = true;
        return res;
      },
      setHeader() {
        return res;
      },
      write(chunk: Uint8Array | string, done?: () => void) {
        chunks.push(asBuffer(chunk));
        done?.();
        return true;
      },
      end(chunk?: Uint8Array | string) {
        if (chunk) chunks.push(asBuffer(chunk));
        if (!res.headersSent) status = res.statusCode;
        res.emit('finish');
        resolveCall({ status, contentType, body: Buffer.concat(chunks) });
        return res;
      },
      destroy(error?: Error) {
        rejectCall(error ?? new Error(`rendering ${path} was aborted`));
      },
    });
    const notMatched = () => resolveCall({ status: 404, contentType: null, body: Buffer.alloc(0) });
    handler(req, res, notMatched, locals).catch(rejectCall);
  });
}

/**
 * A written chunk as a Buffer over the same memory (no copy): the adapter hands over each chunk
 * of the rendered stream once and never touches it again.
 */
function asBuffer(chunk: Uint8Array | string): Buffer {
  return typeof chunk === 'string'
    ? Buffer.from(chunk)
    : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

/** `astro build --outDir <root>` in a child process (the fallback when there is no server bundle). */
export function runAstroBuild(
  projectRoot: string,
  outDir: string,
  databaseUrl: string | undefined,
): Promise<void> {
  const astro = join(projectRoot, 'node_modules', 'astro', 'bin', 'astro.mjs');
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [astro, 'build', '--silent', '--outDir', outDir], {
      cwd: projectRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        ASTRO_TELEMETRY_DISABLED: '1',
        // A build is a production build, also when started from a test runner (NODE_ENV=test).
        NODE_ENV: 'production',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    child.on('error', fail);
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`astro build exited with ${code}`))));
  });
}

const STYLESHEET_LINK = /<link rel="stylesheet" href="\/_astro\/[^"]+">/g;

/** The page's links to bundled stylesheets, in order. */
export function stylesheetLinks(html: string): string[] {
  return html.match(STYLESHEET_LINK) ?? [];
}

/** Replaces the page's bundled stylesheet links with `links`, where the first one stood. */
export function withStylesheets(html: string, links: readonly string[]): string {
  let first = true;
  return html.replace(STYLESHEET_LINK, () => {
    if (!first) return '';
    first = false;
    return links.join('');
  });
}

/**
 * A rendered page as it is written: HTML links the static build's stylesheets (`links`, see
 * `stylesheetLinks`); sitemaps and pages without known links stay as rendered.
 */
export function finishRenderedPage(body: Buffer, source: string, links: readonly string[] | null): Buffer {
  if (!links || source.endsWith('.xml')) return body;
  return Buffer.from(withStylesheets(body.toString('utf8'), links), 'utf8');
}
