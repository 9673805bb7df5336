/**
 * The S3 bucket against a fake S3 server on 127.0.0.1 that checks every request's SigV4
 * signature (recomputed here from the request it received, with the same secret), keeps objects
 * in memory and can be told to answer the next request with a 500 or a malformed body. The
 * signing function is also checked against AWS's published example.
 */
import { createHash, createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAGE_CACHE_CONTROL, r2PageWriter, r2PagesOutput } from './r2-pages.ts';
import { S3RequestError, s3ConfigFromEnv, s3PagesBucket, signV4 } from './s3-bucket.ts';

const ACCESS_KEY = 'test-access-key';
const SECRET = 'test-secret-key/with+odd=chars';
const BUCKET = 'lunette-pages';

interface Stored {
  body: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

const objects = new Map<string, Stored>();
const requests: { method: string; path: string; signedHeaders: string }[] = [];
/** What the fake does to the next request instead of its work. */
let sabotage: 'error-500' | 'malformed' | null = null;
let server: Server;
let endpoint: string;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** The signature the request should carry, recomputed from what arrived (an independent SigV4). */
function expectedSignature(req: IncomingMessage, url: URL, signed: string[], scope: string[], body: Buffer) {
  const [day, region, service] = scope;
  const headerLines = signed.map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`).join('');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonical = [req.method, url.pathname, query, headerLines, signed.join(';'), sha256(body)].join('\n');
  const date = String(req.headers['x-amz-date']);
  const toSign = ['AWS4-HMAC-SHA256', date, scope.join('/'), sha256(canonical)].join('\n');
  let key = hmac(`AWS4${SECRET}`, String(day));
  for (const part of [String(region), String(service), 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex');
}

const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/(auto)\/(s3)\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;

function xmlError(code: string, message: string) {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      const auth = AUTH.exec(String(req.headers.authorization ?? ''));
      const deny = (why: string) => {
        res.writeHead(403, { 'content-type': 'application/xml' }).end(xmlError('SignatureDoesNotMatch', why));
      };
      if (!auth) return deny('malformed authorization');
      const [, access, day, region, service, signedList, signature] = auth;
      const signed = String(signedList).split(';');
      if (access !== ACCESS_KEY) return deny('unknown access key');
      if (
        !signed.includes('host') ||
        !signed.includes('x-amz-date') ||
        !signed.includes('x-amz-content-sha256')
      )
        return deny('host, x-amz-date and x-amz-content-sha256 must be signed');
      if (String(req.headers['x-amz-date']).slice(0, 8) !== day) return deny('date and scope differ');
      if (req.headers['x-amz-content-sha256'] !== sha256(body)) return deny('payload hash differs');
      const scope = [String(day), String(region), String(service), 'aws4_request'];
      if (signature !== expectedSignature(req, url, signed, scope, body)) return deny('signature differs');
      requests.push({
        method: String(req.method),
        path: `${url.pathname}${url.search}`,
        signedHeaders: String(signedList),
      });

      if (sabotage === 'error-500') {
        sabotage = null;
        return res
          .writeHead(500, { 'content-type': 'application/xml' })
          .end(xmlError('InternalError', 'try again'));
      }
      const prefix = `/${BUCKET}`;
      if (!url.pathname.startsWith(prefix)) return res.writeHead(404).end(xmlError('NoSuchBucket', 'no'));
      const key = decodeURIComponent(url.pathname.slice(prefix.length + 1));
      if (req.method === 'POST' && url.searchParams.has('delete')) {
        if (sabotage === 'malformed') {
          sabotage = null;
          return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>gateway says hi</html>');
        }
        const md5 = createHash('md5').update(body).digest('base64');
        if (req.headers['content-md5'] !== md5)
          return res.writeHead(400).end(xmlError('InvalidDigest', 'md5'));
        const keys = [...body.toString('utf8').matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) =>
          String(m[1]).replace(/&amp;/g, '&'),
        );
        for (const k of keys) objects.delete(k);
        return res
          .writeHead(200, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><DeleteResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"></DeleteResult>',
          );
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          body,
          contentType: req.headers['content-type'],
          cacheControl: req.headers['cache-control'],
        });
        return res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      }
      if (req.method === 'GET') {
        const o = objects.get(key);
        if (!o)
          return res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey', key));
        return res
          .writeHead(200, {
            ...(o.contentType ? { 'content-type': o.contentType } : {}),
            ...(o.cacheControl ? { 'cache-control': o.cacheControl } : {}),
          })
          .end(o.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return res.writeHead(204).end();
      }
      return res.writeHead(405).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  objects.clear();
  requests.length = 0;
  sabotage = null;
});

const bucket = () =>
  s3PagesBucket({ endpoint, bucket: BUCKET, accessKeyId: ACCESS_KEY, secretAccessKey: SECRET });

describe('signV4', () => {
  it("reproduces AWS's published GET Object example", () => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header", example GET Object.
    const headers = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      time: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers['authorization']).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });
});

describe('s3PagesBucket', () => {
  it('puts with content type and cache control, gets them back, and misses with null', async () => {
    const b = bucket();
    await b.put('sites/optik-a/client/de/index.html', '<h1>Grüezi</h1>', {
      httpMetadata: { contentType: 'text/html; charset=utf-8', cacheControl: PAGE_CACHE_CONTROL },
    });
    const stored = objects.get('sites/optik-a/client/de/index.html');
    expect(stored?.body.toString('utf8')).toBe('<h1>Grüezi</h1>');
    expect(stored?.contentType).toBe('text/html; charset=utf-8');
    expect(stored?.cacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(requests[0]?.signedHeaders).toBe(
      'cache-control;content-type;host;x-amz-content-sha256;x-amz-date',
    );

    const got = await b.get('sites/optik-a/client/de/index.html');
    expect(new TextDecoder().decode(await got?.arrayBuffer())).toBe('<h1>Grüezi</h1>');
    expect(got?.httpMetadata).toEqual({
      contentType: 'text/html; charset=utf-8',
      cacheControl: PAGE_CACHE_CONTROL,
    });
    expect(await b.get('sites/optik-a/client/de/nichts/index.html')).toBeNull();
  });

  it('signs keys with characters that need encoding exactly as it sends them', async () => {
    const b = bucket();
    const key = "sites/optik-a/client/de/a b+c(1)!'*~ä.html";
    await b.put(key, new Uint8Array([1, 2, 3]));
    expect([...(objects.get(key)?.body ?? [])]).toEqual([1, 2, 3]);
    expect(requests[0]?.path).toBe(
      `/${BUCKET}/sites/optik-a/client/de/a%20b%2Bc%281%29%21%27%2A~%C3%A4.html`,
    );
    await b.delete(key);
    expect(objects.has(key)).toBe(false);
  });

  it('deletes one key, and many in DeleteObjects batches of 1000', async () => {
    const b = bucket();
    const keys = Array.from({ length: 1001 }, (_, i) => `sites/optik-a/client/de/p${i}/index.html`);
    for (const key of keys)
      objects.set(key, { body: Buffer.from('x'), contentType: undefined, cacheControl: undefined });
    objects.set('sites/optik-b/client/de/index.html', {
      body: Buffer.from('B'),
      contentType: undefined,
      cacheControl: undefined,
    });
    await b.delete(keys);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /${BUCKET}?delete`,
      `POST /${BUCKET}?delete`,
    ]);
    expect([...objects.keys()]).toEqual(['sites/optik-b/client/de/index.html']);
    await b.delete('sites/optik-b/client/de/index.html');
    expect(objects.size).toBe(0);
  });

  it('carries the page writer: new pages first, removed ones after, only under the site prefix', async () => {
    const b = bucket();
    objects.set('sites/optik-a/client/de/alt/index.html', {
      body: Buffer.from('alt'),
      contentType: undefined,
      cacheControl: undefined,
    });
    await r2PageWriter(b, 'optik-a').apply({
      write: [{ file: 'de/neu/index.html', body: 'neu' }],
      remove: ['de/alt/index.html'],
    });
    expect(requests.map((r) => r.method)).toEqual(['PUT', 'POST']);
    expect([...objects.keys()]).toEqual(['sites/optik-a/client/de/neu/index.html']);
    expect(objects.get('sites/optik-a/client/de/neu/index.html')?.contentType).toBe(
      'text/html; charset=utf-8',
    );
    const output = r2PagesOutput(b, 'optik-a');
    expect(await output.remove('de/neu/index.html')).toBe(true);
    expect(await output.remove('de/neu/index.html')).toBe(false);
    await expect(output.write('../../optik-b/client/de/index.html', new Uint8Array([1]))).rejects.toThrow(
      'refusing to write outside sites/optik-a/',
    );
  });

  it('fails clearly on a 500, naming the call and the S3 error', async () => {
    sabotage = 'error-500';
    const error = await bucket()
      .put('sites/optik-a/client/de/index.html', 'x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect((error as S3RequestError).status).toBe(500);
    expect(String(error)).toContain(
      'R2 S3 API: PUT sites/optik-a/client/de/index.html answered 500 (InternalError: try again)',
    );
  });

  it('fails clearly on a malformed answer to DeleteObjects', async () => {
    sabotage = 'malformed';
    await expect(bucket().delete(['sites/optik-a/client/de/index.html'])).rejects.toThrow(
      'R2 S3 API: DeleteObjects of 1 keys answered 200 without a DeleteResult (malformed answer)',
    );
  });

  it('is refused with a wrong secret, and says so', async () => {
    const wrong = s3PagesBucket({
      endpoint,
      bucket: BUCKET,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: 'nope',
    });
    await expect(wrong.get('sites/optik-a/client/de/index.html')).rejects.toThrow(
      'answered 403 (SignatureDoesNotMatch: signature differs)',
    );
  });

  it('refuses keys a URL would fold before sending anything', async () => {
    await expect(bucket().put('sites/optik-a/../optik-b/x.html', 'x')).rejects.toThrow(
      'not an addressable object key',
    );
    await expect(bucket().delete(['sites/ok.html', 'sites//x.html'])).rejects.toThrow(
      'not an addressable object key',
    );
    expect(requests).toEqual([]);
  });
});

describe('s3ConfigFromEnv', () => {
  it('names the missing variables, defaults the bucket name', () => {
    expect(s3ConfigFromEnv({ R2_S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com' })).toEqual({
      missing: ['R2_ACCESS_KEY_ID', 'R2_SECRET_ACCESS_KEY'],
    });
    expect(
      s3ConfigFromEnv({
        R2_S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
        R2_ACCESS_KEY_ID: 'a',
        R2_SECRET_ACCESS_KEY: 's',
      }),
    ).toEqual({
      config: {
        endpoint: 'https://acc.r2.cloudflarestorage.com',
        accessKeyId: 'a',
        secretAccessKey: 's',
        bucket: 'lunette-pages',
      },
    });
  });
});
