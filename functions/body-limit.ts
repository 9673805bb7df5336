/**
 * The request-size guard of the API. A Content-Length over the limit is refused at once, without
 * reading a byte; any other body (chunked, or a length that understates it) is counted chunk by
 * chunk as it streams in, and the stream is cancelled and answered 413 as soon as it passes the
 * limit, so an oversized body is never read whole (nor past the limit).
 *
 * A JSON body nested deeper than MAX_JSON_DEPTH is refused with 400 (recursive validation of such
 * a body would overflow the stack and answer 500).
 *
 * Every write of the app passes `apiBodyLimit` (functions/app.ts): the limit of a request is the
 * smallest `streamingBodyLimit` its route declares, else DEFAULT_BODY_LIMIT; a route that limits
 * its own body while streaming (the media upload, by its type) says so with `limitsOwnBody`. So a
 * new route is limited without anyone remembering to.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { MAX_BODY_BYTES } from '../src/lib/api/common.ts';
import { errorBody } from './errors.ts';

/** The limit of a write whose route declares none. */
export const DEFAULT_BODY_LIMIT = MAX_BODY_BYTES;

/**
 * Deepest nesting of arrays and objects a JSON body may have. Real documents stay far below (a
 * rich-text list in a quote is about 12 levels); recursive validators overflow the stack some
 * thousands of levels down, so deeper bodies are refused with 400 before anything parses them.
 */
export const MAX_JSON_DEPTH = 256;

/** Marks a middleware with the body limit it enforces ('own': the route limits while streaming). */
const BODY_LIMIT = Symbol('lunette.bodyLimit');
/** Hono's mark on a sub-app's handler wrapped with the sub-app's error handler. */
const COMPOSED_HANDLER = '__COMPOSED_HANDLER';

/** A declared limit: its size, how the route words its 413, and whether its handler reads `c.req.raw`. */
interface Declared {
  maxBytes: number;
  answer: LimitAnswer;
  raw: boolean;
}

type Marked = { [BODY_LIMIT]?: Declared | 'own'; [COMPOSED_HANDLER]?: unknown };

/** Requests (Hono's, one per request) whose body this module already read into memory, with its size. */
const inMemory = new WeakMap<object, number>();
/** The Requests this module built to hand the bytes read to a handler that reads `c.req.raw`. */
const handedOn = new WeakSet<Request>();

/**
 * The Node request stream behind `c.req.raw` (@hono/node-server's bindings, `c.env.incoming`),
 * while nothing has read it. Reading it directly skips the web stream @hono/node-server builds
 * for `c.req.raw.body` (a ReadableStream over `Readable.toWeb`, a Request, an AbortSignal). On the
 * field save under load that cut the server's CPU per save from about 1.5 to 1.0 ms, and the time
 * spent in young-generation collections from 149 to 58 ms per 6,000 saves.
 */
interface NodeIncoming {
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  pause(): unknown;
  method: string | undefined;
  readableDidRead: boolean;
  readableEnded: boolean;
  destroyed: boolean;
}

function unreadIncoming(c: Context): NodeIncoming | null {
  const incoming = (c.env as { incoming?: Partial<NodeIncoming> } | undefined)?.incoming;
  if (!incoming || typeof incoming.on !== 'function' || typeof incoming.pause !== 'function') return null;
  if (incoming.readableDidRead || c.req.raw.bodyUsed) return null;
  // A request of its own handed the bindings on (`app.request(..., c.env)` inside a GET) has its
  // own body: the stream is this request's only when the methods agree.
  if (incoming.method?.toUpperCase() !== c.req.method) return null;
  return incoming as NodeIncoming;
}

/**
 * Whether the request carries a body (read from `incoming`, its unread Node stream if it has one:
 * then any method but GET and HEAD, as @hono/node-server sees it).
 */
function hasBody(c: Context, incoming = unreadIncoming(c)): boolean {
  if (incoming) return c.req.method !== 'GET' && c.req.method !== 'HEAD';
  return c.req.raw.body !== null;
}

/** The bytes of `chunks` in one buffer of their own (never a slice of Node's shared pool). */
function joined(chunks: readonly Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * `readBodyWithin` for a Node request stream: its bytes, or null once it passes the limit (then
 * the stream is paused and left: @hono/node-server discards or closes what follows once the
 * answer is sent). Rejects when the client goes away before the body ended.
 */
function readIncomingWithin(
  incoming: NodeIncoming,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    const settle = (then: () => void) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
      incoming.off('close', onClose);
      then();
    };
    const onData = (chunk: Uint8Array) => {
      size += chunk.byteLength;
      if (size > maxBytes) {
        incoming.pause();
        return settle(() => resolve(null));
      }
      chunks.push(chunk);
    };
    const onEnd = () => settle(() => resolve(joined(chunks, size)));
    const onError = (error: Error) => settle(() => reject(error));
    const onClose = () => {
      if (!incoming.readableEnded) settle(() => reject(new Error('Client connection prematurely closed.')));
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
    incoming.on('close', onClose);
    if (incoming.destroyed && !incoming.readableEnded) onClose();
  });
}

/**
 * Reads a body up to `maxBytes`: its bytes, or null once it passes the limit (then the stream is
 * cancelled: nothing after the chunk that passed it is pulled).
 *
 * @example
 * await readBodyWithin(new Response('abc').body, 2); // null
 */
export async function readBodyWithin(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return joined(chunks, size);
}

/**
 * Whether the JSON text in `bytes` nests arrays and objects deeper than `maxDepth` (brackets in
 * strings do not count). Not a validator: malformed JSON is left to the parser.
 *
 * @example
 * nestsDeeperThan(new TextEncoder().encode('[[1]]'), 1); // true
 */
export function nestsDeeperThan(bytes: Uint8Array, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === 0x5c)
        i++; // backslash: skip the escaped character
      else if (byte === 0x22) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
}

const utf8 = new TextDecoder();

/** Bodies that are never JSON (their handlers read bytes or forms). */
const NOT_JSON = /^(multipart\/|application\/octet-stream|image\/|video\/)/i;

/** The declared Content-Length: a number, null when absent, NaN when it is not a length. */
function declaredLength(headers: Headers): number | null {
  const value = headers.get('content-length');
  if (value === null) return null;
  return /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
}

interface LimitAnswer {
  detail?: string | undefined;
  extra?: Record<string, string>;
}

function tooLarge(c: Context, { detail, extra = {} }: LimitAnswer) {
  const body = errorBody(c, 'invalid_input', detail);
  return c.json({ ...body, error: { ...body.error, ...extra } }, 413);
}

/**
 * Reads the request's body within `maxBytes` and hands it on in memory, or answers 413 without
 * reading further. The bytes go into Hono's body cache, so `c.req.json()`, `text()`,
 * `arrayBuffer()` and the validators read them from memory. A handler that reads the raw request
 * (`raw`: better-auth reads `c.req.raw`) is handed a new Request holding the same bytes; profiling
 * the field save showed building that Request on every request as a tenth of its allocations.
 */
async function limitBody(
  c: Context,
  next: () => Promise<void>,
  { maxBytes, answer, raw: handsOnRaw }: Declared,
) {
  const held = inMemory.get(c.req);
  if (held !== undefined) {
    if (held > maxBytes) return tooLarge(c, answer);
    if (handsOnRaw && !handedOn.has(c.req.raw)) await handOnRequest(c);
    return next();
  }
  const incoming = unreadIncoming(c);
  if (!hasBody(c, incoming)) return next();
  const raw = c.req.raw;
  const declared = declaredLength(raw.headers);
  if (declared !== null && Number.isNaN(declared)) return c.json(errorBody(c, 'invalid_input'), 400);
  if (declared !== null && declared > maxBytes) return tooLarge(c, answer);
  const bytes = incoming
    ? await readIncomingWithin(incoming, maxBytes)
    : await readBodyWithin(raw.body, maxBytes);
  if (bytes === null) return tooLarge(c, answer);
  const textual = !NOT_JSON.test(raw.headers.get('content-type') ?? '');
  if (textual && nestsDeeperThan(bytes, MAX_JSON_DEPTH))
    return c.json(errorBody(c, 'invalid_input', `nested deeper than ${MAX_JSON_DEPTH} levels`), 400);
  inMemory.set(c.req, bytes.byteLength);
  // Hono keeps promises in its body cache, whatever its type says (it calls `.then` on them). The
  // bytes first: Hono derives the readings it has not cached (blob, formData) from the first one.
  // The text too, for JSON and text bodies: `c.req.json()` parses it (as Request.text() decodes).
  const cache = c.req.bodyCache as { arrayBuffer?: Promise<ArrayBuffer>; text?: Promise<string> };
  cache.arrayBuffer = Promise.resolve(bytes.buffer);
  if (textual) cache.text = Promise.resolve(utf8.decode(bytes));
  if (handsOnRaw) await handOnRequest(c);
  return next();
}

/** Replaces `c.req.raw` (its body read) by a Request holding the bytes read into memory. */
async function handOnRequest(c: Context) {
  const bytes = await c.req.arrayBuffer();
  const headers = new Headers(c.req.raw.headers);
  headers.delete('transfer-encoding');
  headers.set('content-length', String(bytes.byteLength));
  const request = new Request(c.req.url, {
    method: c.req.method,
    headers,
    body: bytes,
    signal: c.req.raw.signal,
  });
  handedOn.add(request);
  c.req.raw = request;
}

/**
 * A middleware answering 413 `invalid_input` (with `detail` in the message, and `extra` in the
 * error object) to bodies over `maxBytes`. In a route's chain it also sets that route's limit
 * for `apiBodyLimit` (the smallest one declared wins).
 *
 * @example
 * app.post('/contact', streamingBodyLimit(16 * 1024), handler);
 */
export function streamingBodyLimit(
  maxBytes: number,
  detail?: string,
  extra: Record<string, string> = {},
): MiddlewareHandler {
  return limitMiddleware({ maxBytes, answer: { detail, extra }, raw: false });
}

/**
 * `streamingBodyLimit` for a handler that reads the raw request (`c.req.raw`, e.g. better-auth's):
 * it is handed a Request holding the bytes read.
 */
export function rawBodyLimit(maxBytes: number): MiddlewareHandler {
  return limitMiddleware({ maxBytes, answer: {}, raw: true });
}

function limitMiddleware(declared: Declared): MiddlewareHandler {
  const middleware: MiddlewareHandler & Marked = (c, next) => limitBody(c, next, declared);
  middleware[BODY_LIMIT] = declared;
  return middleware;
}

/**
 * Marks a route middleware that limits the body itself while it streams (e.g. by a size only the
 * route can know), so `apiBodyLimit` leaves that route's body unread.
 */
export function limitsOwnBody<T extends MiddlewareHandler>(middleware: T): T {
  (middleware as T & Marked)[BODY_LIMIT] = 'own';
  return middleware;
}

/** The limit a handler declares, looking through Hono's sub-app wrappers. */
function declaredLimit(handler: unknown): Declared | 'own' | undefined {
  let current = handler as (Marked & object) | undefined;
  for (let depth = 0; current && depth < 8; depth++) {
    const limit = current[BODY_LIMIT];
    if (limit !== undefined) return limit;
    current = current[COMPOSED_HANDLER] as (Marked & object) | undefined;
  }
  return undefined;
}

/**
 * The limit for this request's route: the smallest declared one, 'own' when the route limits its
 * body itself, else `fallback`.
 */
export function routeBodyLimit(c: Context, fallback: number): number | 'own' {
  const declared = declaredRouteLimit(c);
  return declared === 'own' ? 'own' : (declared?.maxBytes ?? fallback);
}

/**
 * The smallest limit the request's route declares ('own', or none); raw when any of its
 * handlers reads the raw request.
 */
function declaredRouteLimit(c: Context): Declared | 'own' | undefined {
  let limit: Declared | undefined;
  let raw = false;
  for (const route of matchedRoutes(c)) {
    const declared = declaredLimit(route.handler);
    if (declared === 'own') return 'own';
    if (declared === undefined) continue;
    raw ||= declared.raw;
    if (!limit || declared.maxBytes < limit.maxBytes) limit = declared;
  }
  return limit && { ...limit, raw };
}

/**
 * The app-wide guard: every request with a body is limited to its route's limit (see
 * `routeBodyLimit`) before any handler reads it.
 */
export function apiBodyLimit(fallback: number = DEFAULT_BODY_LIMIT): MiddlewareHandler {
  return async (c, next) => {
    if (!hasBody(c)) return next();
    const declared = declaredRouteLimit(c);
    if (declared === 'own') return next();
    return limitBody(
      c,
      next,
      declared ?? { maxBytes: fallback, answer: { detail: `at most ${fallback} bytes` }, raw: false },
    );
  };
}
