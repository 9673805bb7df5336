/**
 * A customer's own domain at Cloudflare for SaaS (Custom Hostnames), with `fetch` only (Node and
 * Workers), so `site create` registers it and `site remove` deletes it:
 *
 *   POST   {CLOUDFLARE_API_URL}/zones/{zone}/custom_hostnames   { hostname, ssl: { method: 'http', type: 'dv' } }
 *   GET    {CLOUDFLARE_API_URL}/zones/{zone}/custom_hostnames?hostname={host}   -> result: [{ id }]
 *   DELETE {CLOUDFLARE_API_URL}/zones/{zone}/custom_hostnames/{id}
 *   Authorization: Bearer {CLOUDFLARE_API_TOKEN}
 *
 * Every answer is Cloudflare's envelope `{ success, errors: [{ code, message }], result }`; a
 * refusal rejects with Cloudflare's own message (a duplicate hostname too: it may be another
 * customer's, so it is never taken over). Platform names (`*.localhost`, and hosts under
 * CLOUDFLARE_PLATFORM_DOMAIN, which the zone serves itself) are not registered.
 */
import { callApi } from './api-call.ts';
import type { HostnameRegistrar } from './provision.ts';

/** Cloudflare's API root, the default of CLOUDFLARE_API_URL. */
export const DEFAULT_CLOUDFLARE_API_URL = 'https://api.cloudflare.com/client/v4';
/** How long one API call may take. */
export const CLOUDFLARE_TIMEOUT_MS = 15_000;

export interface CloudflareHostnamesOptions {
  /** An API token with "SSL and Certificates: Edit" on the zone (a secret). */
  token: string;
  /** The SaaS zone whose fallback origin serves the sites. */
  zoneId: string;
  /** The API root (tests: a fake on 127.0.0.1). */
  apiUrl?: string;
  /** Hosts under this domain are the platform's own and are not registered. */
  platformDomain?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** The environment the CLI reads. */
export interface CloudflareEnv {
  CLOUDFLARE_API_TOKEN?: string | undefined;
  CLOUDFLARE_ZONE_ID?: string | undefined;
  CLOUDFLARE_API_URL?: string | undefined;
  CLOUDFLARE_PLATFORM_DOMAIN?: string | undefined;
}

/** Why a Custom Hostnames call failed (`message` names the host and Cloudflare's reason). */
export class CloudflareApiError extends Error {
  /** The HTTP status, or 0 when no answer came. */
  readonly status: number;
  /** Cloudflare's error codes (e.g. 1406: duplicate custom hostname). */
  readonly codes: number[];
  constructor(status: number, codes: number[], message: string) {
    super(message);
    this.name = 'CloudflareApiError';
    this.status = status;
    this.codes = codes;
  }
}

interface Envelope {
  success?: unknown;
  errors?: { code?: unknown; message?: unknown }[];
  result?: unknown;
}

/**
 * Custom hostnames of one zone.
 *
 * @example
 * const hostnames = cloudflareHostnames({ token, zoneId });
 * await provisionSite({ registry, sitesDir, hostnames }, request);
 */
export function cloudflareHostnames(options: CloudflareHostnamesOptions): HostnameRegistrar {
  const root = (options.apiUrl || DEFAULT_CLOUDFLARE_API_URL).replace(/\/+$/u, '');
  const base = `${root}/zones/${encodeURIComponent(options.zoneId)}/custom_hostnames`;
  const timeoutMs = options.timeoutMs ?? CLOUDFLARE_TIMEOUT_MS;
  const platform = options.platformDomain?.toLowerCase().replace(/^\.+/u, '');

  /** One call; answers the envelope's result, or rejects with Cloudflare's messages. */
  const call = async (what: string, url: string, init: RequestInit): Promise<unknown> => {
    const response = await callApi(url, init, {
      token: options.token,
      timeoutMs,
      fetch: options.fetch,
    }).catch((error: unknown) => {
      throw new CloudflareApiError(0, [], `Cloudflare ${what}: ${(error as Error).message}`);
    });
    const text = await response.text().catch(() => '');
    let body: Envelope | null = null;
    try {
      body = JSON.parse(text) as Envelope;
    } catch {
      // not JSON: reported below with the raw text
    }
    if (response.ok && body?.success === true) return body.result;
    const errors = Array.isArray(body?.errors) ? body.errors : [];
    const codes = errors.map((e) => Number(e.code)).filter(Number.isFinite);
    const messages = errors
      .map((e) =>
        typeof e.message === 'string' ? `${e.message}${e.code ? ` (${String(e.code)})` : ''}` : '',
      )
      .filter(Boolean);
    const reason =
      messages.join('; ') || text.replace(/\s+/gu, ' ').trim().slice(0, 200) || 'no reason given';
    throw new CloudflareApiError(response.status, codes, `Cloudflare ${what}: ${response.status} ${reason}`);
  };

  return {
    handles(host) {
      const name = host.toLowerCase();
      if (name === 'localhost' || name.endsWith('.localhost')) return false;
      return !(platform && (name === platform || name.endsWith(`.${platform}`)));
    },
    async add(host) {
      await call(`add custom hostname ${host}`, base, {
        method: 'POST',
        body: JSON.stringify({ hostname: host, ssl: { method: 'http', type: 'dv' } }),
      });
    },
    async remove(host) {
      const what = `remove custom hostname ${host}`;
      const found = await call(what, `${base}?hostname=${encodeURIComponent(host)}`, { method: 'GET' });
      const ids = (Array.isArray(found) ? (found as { id?: unknown; hostname?: unknown }[]) : [])
        .filter((entry) => entry.hostname === host && typeof entry.id === 'string')
        .map((entry) => entry.id as string);
      for (const id of ids) await call(what, `${base}/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
  };
}

/** The registrar when CLOUDFLARE_API_TOKEN and CLOUDFLARE_ZONE_ID are set, else undefined. */
export function cloudflareHostnamesFromEnv(env: CloudflareEnv): HostnameRegistrar | undefined {
  if (!env.CLOUDFLARE_API_TOKEN || !env.CLOUDFLARE_ZONE_ID) return undefined;
  return cloudflareHostnames({
    token: env.CLOUDFLARE_API_TOKEN,
    zoneId: env.CLOUDFLARE_ZONE_ID,
    ...(env.CLOUDFLARE_API_URL ? { apiUrl: env.CLOUDFLARE_API_URL } : {}),
    ...(env.CLOUDFLARE_PLATFORM_DOMAIN ? { platformDomain: env.CLOUDFLARE_PLATFORM_DOMAIN } : {}),
  });
}
