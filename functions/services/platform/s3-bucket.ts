/**
 * The PAGES bucket from outside a Worker: R2's S3-compatible API (`https://<account>.r2.cloudflarestorage.com`,
 * path-style `/{bucket}/{key}`, AWS Signature Version 4 with region `auto`), shaped like the part
 * of an R2 binding the page writer uses (`R2PagesBucketLike`, ./r2-pages.ts). The Node render
 * service writes a publish's pages through it. The signature is written by hand over node:crypto
 * (no AWS SDK: four calls do not justify a few megabytes of dependencies). Node only.
 */
import { createHash, createHmac } from 'node:crypto';
import type { R2PagesBucketLike } from './r2-pages.ts';

/** Where and as whom the bucket is reached. */
export interface S3BucketConfig {
  /** The account's S3 endpoint, e.g. `https://<account>.r2.cloudflarestorage.com`. */
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Signing region (default `auto`, what R2 expects). */
  region?: string;
}

export interface S3BucketOptions extends S3BucketConfig {
  /** Injectable for tests. */
  fetch?: typeof fetch;
  /** Give up on one request after this long (default 15 s). */
  timeoutMs?: number;
  /** The signing time (tests). */
  now?: () => Date;
}

/** A request the S3 API refused, or an answer it should not have given. */
export class S3RequestError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** Keys per DeleteObjects call (the API's limit). */
const DELETE_BATCH = 1000;

const sha256Hex = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Uint8Array | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: everything but `A-Z a-z 0-9 - . _ ~` (and `/` in paths). */
function uriEncode(value: string, keepSlash: boolean): string {
  const encoded = encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return keepSlash ? encoded.replace(/%2F/g, '/') : encoded;
}

/** The `x-amz-date` form of a time: `20130524T000000Z`. */
function amzDate(time: Date): string {
  return time
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides `host` (names in any case); `x-amz-date` is added. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body (also sent as `x-amz-content-sha256`). */
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  time: Date;
}

/**
 * Signs a request with AWS Signature Version 4: the headers to send, `authorization` included.
 * The path of `url` must already be URI-encoded the SigV4 way (it is signed as it is sent).
 *
 * @example
 * const headers = signV4({ method: 'GET', url: new URL('https://acc.r2.cloudflarestorage.com/b/k'),
 *   headers: { 'x-amz-content-sha256': hash }, payloadHash: hash, accessKeyId, secretAccessKey,
 *   region: 'auto', time: new Date() });
 */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const stamp = amzDate(input.time);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers))
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  headers['host'] = input.url.host;
  headers['x-amz-date'] = stamp;
  const names = Object.keys(headers).sort();
  const query = [...input.url.searchParams]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    input.url.pathname,
    query,
    names.map((n) => `${n}:${headers[n]}\n`).join(''),
    names.join(';'),
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...sent } = headers;
  return {
    ...sent,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  };
}

/** The `<Code>` and `<Message>` of an S3 error document, if the body is one. */
function errorDetail(body: string): string {
  const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1];
  const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1];
  if (!code) return '';
  return message ? ` (${code}: ${message})` : ` (${code})`;
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`);
const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|amp|apos|quot);/g,
    (_, e: string) => ({ lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' })[e] ?? '',
  );

/** Whether a key can be addressed as a path: no empty, `.` or `..` segment (a URL would fold them). */
function isAddressableKey(key: string): boolean {
  return (
    key.length > 0 && key.length <= 1024 && key.split('/').every((s) => s !== '' && s !== '.' && s !== '..')
  );
}

/**
 * A bucket over the S3 API with the methods the page writer and the R2 page output call: `put`
 * (with content type and cache control), `get` (null when missing) and `delete` (one key, or many
 * in DeleteObjects batches of 1000). Every failure throws an `S3RequestError` naming the call,
 * the key and the status; nothing is retried (the publish fails and can be repeated).
 *
 * @example
 * const bucket = s3PagesBucket({ endpoint: 'https://acc.r2.cloudflarestorage.com', bucket: 'lunette-pages',
 *   accessKeyId, secretAccessKey });
 * await r2PageWriter(bucket, 'optik-a').apply({ write: [{ file: 'de/index.html', body }], remove: [] });
 */
export function s3PagesBucket(options: S3BucketOptions): R2PagesBucketLike {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== 'https:' && endpoint.protocol !== 'http:')
    throw new Error(`the S3 endpoint must be an http(s) URL: ${options.endpoint}`);
  const base = `${endpoint.origin}${endpoint.pathname.replace(/\/+$/, '')}/${uriEncode(options.bucket, false)}`;
  const send = options.fetch ?? fetch;
  const region = options.region ?? 'auto';
  const timeoutMs = options.timeoutMs ?? 15_000;
  const now = options.now ?? (() => new Date());

  const urlOf = (key: string, query = ''): URL => {
    if (!isAddressableKey(key)) throw new Error(`not an addressable object key: ${JSON.stringify(key)}`);
    return new URL(`${base}/${uriEncode(key, true)}${query}`);
  };

  const request = async (
    what: string,
    method: string,
    url: URL,
    body?: Uint8Array<ArrayBuffer>,
    headers: Record<string, string> = {},
  ): Promise<Response> => {
    const payloadHash = body ? sha256Hex(body) : EMPTY_SHA256;
    const signed = signV4({
      method,
      url,
      headers: { ...headers, 'x-amz-content-sha256': payloadHash },
      payloadHash,
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region,
      time: now(),
    });
    let response: Response;
    try {
      response = await send(url, {
        method,
        headers: signed,
        ...(body ? { body } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new S3RequestError(`R2 S3 API: ${what} failed: ${String(error)}`, 0);
    }
    if (response.ok || (response.status === 404 && method === 'GET')) return response;
    const text = await response.text().catch(() => '');
    throw new S3RequestError(
      `R2 S3 API: ${what} answered ${response.status}${errorDetail(text)}`,
      response.status,
    );
  };

  const deleteBatch = async (keys: readonly string[]): Promise<void> => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><Delete xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Quiet>true</Quiet>${keys
      .map((k) => `<Object><Key>${escapeXml(k)}</Key></Object>`)
      .join('')}</Delete>`;
    const body = new TextEncoder().encode(xml);
    // Checked before anything is sent: a bad key fails the batch, not half of it.
    for (const key of keys) urlOf(key);
    const url = new URL(`${base}?delete`);
    const what = `DeleteObjects of ${keys.length} keys`;
    const response = await request(what, 'POST', url, body, {
      'content-type': 'application/xml',
      'content-md5': createHash('md5').update(body).digest('base64'),
    });
    const text = await response.text();
    if (!/<DeleteResult[\s/>]/.test(text))
      throw new S3RequestError(
        `R2 S3 API: ${what} answered ${response.status} without a DeleteResult (malformed answer)`,
        response.status,
      );
    const failed = [...text.matchAll(/<Error>([\s\S]*?)<\/Error>/g)].map((m) => {
      const key = unescapeXml(/<Key>([^<]*)<\/Key>/.exec(m[1] ?? '')?.[1] ?? '?');
      return `${key}${errorDetail(m[1] ?? '')}`;
    });
    if (failed.length > 0)
      throw new S3RequestError(
        `R2 S3 API: ${what}: ${failed.length} not deleted: ${failed.slice(0, 5).join(', ')}`,
        response.status,
      );
  };

  return {
    async put(key, value, putOptions) {
      // A copy: fetch takes only bytes over a plain ArrayBuffer (a binding's may be shared).
      const body = typeof value === 'string' ? new TextEncoder().encode(value) : new Uint8Array(value);
      const meta = putOptions?.httpMetadata;
      const response = await request(`PUT ${key}`, 'PUT', urlOf(key), body, {
        ...(meta?.contentType ? { 'content-type': meta.contentType } : {}),
        ...(meta?.cacheControl ? { 'cache-control': meta.cacheControl } : {}),
      });
      await response.body?.cancel();
      return { key, etag: response.headers.get('etag') };
    },
    async get(key) {
      const response = await request(`GET ${key}`, 'GET', urlOf(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      const bytes = await response.arrayBuffer();
      const contentType = response.headers.get('content-type');
      const cacheControl = response.headers.get('cache-control');
      return {
        arrayBuffer: async () => bytes,
        httpMetadata: {
          ...(contentType ? { contentType } : {}),
          ...(cacheControl ? { cacheControl } : {}),
        },
      };
    },
    async delete(keys) {
      if (typeof keys === 'string') {
        const response = await request(`DELETE ${keys}`, 'DELETE', urlOf(keys));
        await response.body?.cancel();
        return;
      }
      for (let i = 0; i < keys.length; i += DELETE_BATCH) await deleteBatch(keys.slice(i, i + DELETE_BATCH));
    },
  };
}

/** The environment variables of the bucket (see README "Configuration"). */
export const S3_BUCKET_VARIABLES = ['R2_S3_ENDPOINT', 'R2_ACCESS_KEY_ID', 'R2_SECRET_ACCESS_KEY'] as const;

/** The default name of the pages bucket (`R2_PAGES_BUCKET`). */
export const DEFAULT_PAGES_BUCKET = 'lunette-pages';

/**
 * The bucket's configuration from the environment, or the names of the variables that are missing.
 *
 * @example
 * const found = s3ConfigFromEnv(process.env);
 * if ('missing' in found) throw new Error(`set ${found.missing.join(', ')}`);
 */
export function s3ConfigFromEnv(
  env: Record<string, string | undefined>,
): { config: S3BucketConfig } | { missing: string[] } {
  const missing = S3_BUCKET_VARIABLES.filter((name) => !env[name]?.trim());
  if (missing.length > 0) return { missing };
  return {
    config: {
      endpoint: env['R2_S3_ENDPOINT']?.trim() ?? '',
      accessKeyId: env['R2_ACCESS_KEY_ID']?.trim() ?? '',
      secretAccessKey: env['R2_SECRET_ACCESS_KEY']?.trim() ?? '',
      bucket: env['R2_PAGES_BUCKET']?.trim() || DEFAULT_PAGES_BUCKET,
    },
  };
}
