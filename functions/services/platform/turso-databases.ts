/**
 * The production database provisioner: one Turso database per site, made and deleted through
 * Turso's Platform API with `fetch` only (Node and Workers):
 *
 *   POST   {TURSO_API_URL}/v1/organizations/{TURSO_ORG}/databases   { "name", "group" }
 *          -> { "database": { "Name", "Hostname", "DbId" } }         url: libsql://{Hostname}
 *   DELETE {TURSO_API_URL}/v1/organizations/{TURSO_ORG}/databases/{name}
 *   Authorization: Bearer {TURSO_API_TOKEN}
 *
 * A site's database is named `lunette-{siteId}`. Every refusal, server error, malformed answer or
 * answer slower than the timeout rejects with a one-line reason (and one log line); an existing
 * database (409) is never taken over. Opening the new database needs a token valid for it
 * (DATABASE_AUTH_TOKEN: a group token covers every database of the group).
 */
import { callApi } from './api-call.ts';
import type { DatabaseProvisioner } from './provision.ts';

/** Turso's API root, the default of TURSO_API_URL. */
export const DEFAULT_TURSO_API_URL = 'https://api.turso.tech';
/** How long a Platform API call may take. */
export const TURSO_TIMEOUT_MS = 15_000;

export interface TursoDatabasesOptions {
  /** The organisation (account) slug. */
  org: string;
  /** A Platform API token (a secret). */
  token: string;
  /** The API root (tests: a fake on 127.0.0.1). */
  apiUrl?: string;
  /** The group (location and replicas) new databases join; default "default". */
  group?: string;
  timeoutMs?: number;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  log?: (message: string) => void;
}

/** The environment the CLI reads. */
export interface TursoEnv {
  TURSO_API_TOKEN?: string | undefined;
  TURSO_ORG?: string | undefined;
  TURSO_API_URL?: string | undefined;
  TURSO_GROUP?: string | undefined;
}

/**
 * The Turso database name of a site.
 *
 * @example
 * tursoDatabaseName('optik-seeblick'); // 'lunette-optik-seeblick'
 */
export function tursoDatabaseName(siteId: string): string {
  return `lunette-${siteId}`;
}

/** Why a Platform API call failed (the CLI prints `message`). */
export class TursoApiError extends Error {
  /** The answer's status, or 0 when none came (timeout, no connection, malformed). */
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The reason in an error answer (`{"error": "..."}`), else the start of its text. */
async function answerText(response: Response): Promise<string> {
  const text = (await response.text().catch(() => '')).trim();
  try {
    const parsed = JSON.parse(text) as { error?: unknown; message?: unknown };
    const reason = parsed.error ?? parsed.message;
    if (typeof reason === 'string') return reason.slice(0, 200);
  } catch {
    // not JSON: the raw text below
  }
  return text.replace(/\s+/gu, ' ').slice(0, 200);
}

/** Hostname rules of the answer: a DNS name, nothing a URL could be bent with. */
const HOSTNAME = /^[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?$/iu;

/**
 * Databases on Turso, one per site.
 *
 * @example
 * const databases = tursoDatabases({ org: env.TURSO_ORG, token: env.TURSO_API_TOKEN });
 * await provisionSite({ registry, sitesDir, databases }, request);
 */
export function tursoDatabases(options: TursoDatabasesOptions): DatabaseProvisioner {
  const root = (options.apiUrl || DEFAULT_TURSO_API_URL).replace(/\/+$/u, '');
  const base = `${root}/v1/organizations/${encodeURIComponent(options.org)}/databases`;
  const group = options.group || 'default';
  const timeoutMs = options.timeoutMs ?? TURSO_TIMEOUT_MS;
  const log = options.log ?? ((message: string) => console.error(`[lunette] ${message}`));

  const failure = (what: string, error: TursoApiError): TursoApiError => {
    log(`turso: ${what} failed: ${error.message}`);
    return error;
  };

  /** One API call; network failures and timeouts become a TursoApiError with status 0. */
  const call = (what: string, url: string, init: RequestInit): Promise<Response> =>
    callApi(url, init, { token: options.token, timeoutMs, fetch: options.fetch }).catch((error: unknown) => {
      throw failure(what, new TursoApiError(0, `Turso ${what}: ${(error as Error).message}`));
    });

  return {
    async create(siteId) {
      const name = tursoDatabaseName(siteId);
      const what = `create database ${name}`;
      const response = await call(what, base, { method: 'POST', body: JSON.stringify({ name, group }) });
      if (response.status === 409) {
        await response.body?.cancel();
        throw failure(what, new TursoApiError(409, `Turso ${what}: a database ${name} exists already`));
      }
      if (!response.ok) {
        const reason = await answerText(response);
        throw failure(
          what,
          new TursoApiError(
            response.status,
            `Turso ${what}: ${response.status}${reason ? ` ${reason}` : ''}`,
          ),
        );
      }
      const body = (await response.json().catch(() => null)) as { database?: { Hostname?: unknown } } | null;
      const hostname = body?.database?.Hostname;
      if (typeof hostname !== 'string' || !HOSTNAME.test(hostname)) {
        throw failure(what, new TursoApiError(0, `Turso ${what}: malformed answer (no database hostname)`));
      }
      return { url: `libsql://${hostname}` };
    },

    async remove(siteId) {
      const name = tursoDatabaseName(siteId);
      const what = `delete database ${name}`;
      const response = await call(what, `${base}/${encodeURIComponent(name)}`, { method: 'DELETE' });
      // Already gone is what a removal wants.
      if (response.ok || response.status === 404) {
        await response.body?.cancel();
        return;
      }
      const reason = await answerText(response);
      throw failure(
        what,
        new TursoApiError(response.status, `Turso ${what}: ${response.status}${reason ? ` ${reason}` : ''}`),
      );
    },
  };
}

/** The Turso provisioner when TURSO_API_TOKEN and TURSO_ORG are set, else null (local files). */
export function tursoDatabasesFromEnv(
  env: TursoEnv,
  extra: Partial<TursoDatabasesOptions> = {},
): DatabaseProvisioner | null {
  if (!env.TURSO_API_TOKEN || !env.TURSO_ORG) return null;
  return tursoDatabases({
    org: env.TURSO_ORG,
    token: env.TURSO_API_TOKEN,
    ...(env.TURSO_API_URL ? { apiUrl: env.TURSO_API_URL } : {}),
    ...(env.TURSO_GROUP ? { group: env.TURSO_GROUP } : {}),
    ...extra,
  });
}
