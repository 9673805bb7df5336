/**
 * The pure half of the site CLI (`npm run site -- <command>`, scripts/site.ts): which options it
 * takes, how the parsed arguments become one checked command, and how its answers are written
 * (the site table, URLs, the removal check). The script does the I/O: it hands the option
 * table to `node:util` parseArgs and the result to `siteCommand`. Pure: no I/O, no node:*.
 */
import { formatSubmittedAt } from '../api/submissions-columns.ts';
import type { NetworkSite } from '../api/platform.ts';
import { formatByteSize } from '../media/byte-size.ts';
import { hostError, isSiteId, siteIdFromName } from './sites.ts';

/** The option table for `parseArgs({ options: SITE_CLI_OPTIONS, allowPositionals: true })`. */
export const SITE_CLI_OPTIONS = {
  name: { type: 'string' },
  host: { type: 'string', multiple: true },
  template: { type: 'string' },
  id: { type: 'string' },
  canton: { type: 'string' },
  city: { type: 'string' },
  zip: { type: 'string' },
  street: { type: 'string' },
  phone: { type: 'string' },
  email: { type: 'string' },
  role: { type: 'string' },
  site: { type: 'string' },
  as: { type: 'string' },
  all: { type: 'boolean' },
  // Accepted only to refuse it with a reason: removal always asks (answers may be piped).
  yes: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** What parseArgs answers for SITE_CLI_OPTIONS. */
export interface SiteCliValues {
  name?: string | undefined;
  host?: string[] | undefined;
  template?: string | undefined;
  id?: string | undefined;
  canton?: string | undefined;
  city?: string | undefined;
  zip?: string | undefined;
  street?: string | undefined;
  phone?: string | undefined;
  email?: string | undefined;
  role?: string | undefined;
  site?: string | undefined;
  as?: string | undefined;
  all?: boolean | undefined;
  yes?: boolean | undefined;
  help?: boolean | undefined;
}

/** The templates a new site can start from (db/seed/templates.ts). */
export const CLI_TEMPLATES = ['demo', 'blank'] as const;
export type CliTemplate = (typeof CLI_TEMPLATES)[number];

/** The roles of editor accounts (functions/auth/types.ts's EDITOR_ROLES). */
export const CLI_ROLES = ['optician', 'admin'] as const;
export type CliRole = (typeof CLI_ROLES)[number];

/** The 26 cantons' abbreviations. */
export const CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE',
  'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const; // prettier-ignore

/** The new site's business, as db/seed/templates.ts's TemplateBusiness takes it. */
export interface CliBusiness {
  name: string;
  street?: string;
  streetNumber?: string;
  zip?: string;
  city?: string;
  phone?: string;
  email?: string;
}

/** One command of the CLI, checked. */
export type SiteCommand =
  | { kind: 'help' }
  | {
      kind: 'create';
      id: string;
      hosts: string[];
      template: CliTemplate;
      canton: string;
      business: CliBusiness;
    }
  | { kind: 'list' }
  | { kind: 'disable' | 'enable' | 'remove'; id: string }
  | { kind: 'member-add'; siteId: string; email: string }
  | { kind: 'account-create'; email: string; name: string; role: CliRole; siteId: string | null }
  | { kind: 'export'; id: string; file: string }
  | { kind: 'import'; file: string; as: string | null; hosts: string[] }
  | { kind: 'migrate'; only: string | undefined };

export type SiteCommandResult = { ok: true; command: SiteCommand } | { ok: false; error: string };

export const SITE_CLI_USAGE = `Usage: npm run site -- <command>

  create --name "Optik Alpenblick" --host alpenblick.localhost [--host www.example.ch]
         [--template demo|blank] [--id alpenblick] [--canton BE]
         [--street "Bahnhofstrasse 5"] [--zip 3000] [--city Bern] [--phone ...] [--email ...]
  list
  disable <id>
  enable <id>
  remove <id>              asks for the id twice (answers may be piped on stdin)
  member add <siteId> <email>
  export <id> <file>       one archive (.tar.gz): database, media, manifest with checksums
  import <file> [--as <new-id>] [--host <host>...]
                           restores an archive (checked first) as the same or a new site
  migrate --site <id> | --all
                           applies pending migrations to the registry and the sites' databases,
                           records each site's schema version, stops at the first failure
  account create --email <email> --name <name> [--role optician|admin] [--site <id>]
                           password from LUNETTE_NEW_PASSWORD, else generated and printed once`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/u;
const ZIP = /^\d{4}$/u;

/**
 * A street with its house number split off ('Bahnhofstrasse 5a' -> street and '5a'); without a
 * trailing number the whole text is the street.
 *
 * @example
 * splitStreet('Weggisgasse 12'); // { street: 'Weggisgasse', streetNumber: '12' }
 */
export function splitStreet(text: string): { street: string; streetNumber?: string } {
  const trimmed = text.trim().replace(/\s+/gu, ' ');
  const match = /^(.*\S)\s+(\d+[a-z]?(?:[-/]\d+[a-z]?)?)$/iu.exec(trimmed);
  return match?.[1] && match[2] ? { street: match[1], streetNumber: match[2] } : { street: trimmed };
}

const fail = (error: string): SiteCommandResult => ({ ok: false, error });

/** Exactly `count` positional arguments after the command words, or an error naming them. */
function operands(rest: string[], names: string[]): string[] | string {
  if (rest.length === names.length) return rest;
  return rest.length < names.length
    ? `missing ${names.slice(rest.length).join(' and ')}`
    : `unexpected argument: ${rest[names.length]}`;
}

function createCommand(values: SiteCliValues): SiteCommandResult {
  const name = values.name?.trim().replace(/\s+/gu, ' ') ?? '';
  if (!name) return fail('create needs --name "<business name>"');
  const id = values.id?.trim() || siteIdFromName(name);
  if (!id) return fail(`no site id can be made from the name "${name}": give --id`);
  if (!isSiteId(id))
    return fail(`not a valid site id: ${id} (lower-case letters, digits and single dashes, at most 40)`);
  const hosts = hostsOf(values);
  if (typeof hosts === 'string') return fail(hosts);
  if (hosts.length === 0) return fail('create needs at least one --host (e.g. --host alpenblick.localhost)');
  const template = values.template ?? 'demo';
  if (!(CLI_TEMPLATES as readonly string[]).includes(template))
    return fail(`unknown template: ${template} (demo or blank)`);
  const canton = (values.canton ?? 'ZH').trim().toUpperCase();
  if (!(CANTONS as readonly string[]).includes(canton)) return fail(`unknown canton: ${values.canton}`);
  const business: CliBusiness = { name };
  if (values.street?.trim()) Object.assign(business, splitStreet(values.street));
  if (values.zip !== undefined) {
    if (!ZIP.test(values.zip.trim())) return fail(`not a Swiss postcode (four digits): ${values.zip}`);
    business.zip = values.zip.trim();
  }
  if (values.city?.trim()) business.city = values.city.trim();
  if (values.phone?.trim()) business.phone = values.phone.trim();
  if (values.email !== undefined) {
    if (!EMAIL.test(values.email.trim())) return fail(`not an e-mail address: ${values.email}`);
    business.email = values.email.trim();
  }
  return {
    ok: true,
    command: { kind: 'create', id, hosts, template: template as CliTemplate, canton, business },
  };
}

/** The hosts of --host, trimmed and lower-cased, each checked; or why not. */
function hostsOf(values: SiteCliValues): string[] | string {
  const hosts = (values.host ?? []).map((host) => host.trim().toLowerCase());
  for (const host of hosts) {
    const problem = hostError(host);
    if (problem === 'loopback') return `${host} always serves the default site`;
    if (problem) return `not a hostname (lower case, no port): ${host}`;
  }
  const twice = hosts.find((host, i) => hosts.indexOf(host) !== i);
  return twice ? `the host ${twice} is given twice` : hosts;
}

function importCommand(rest: string[], values: SiteCliValues): SiteCommandResult {
  const args = operands(rest, ['<file>']);
  if (typeof args === 'string') return fail(`import: ${args}`);
  const as = values.as?.trim() || null;
  if (as !== null && !isSiteId(as)) return fail(`not a valid site id: ${as}`);
  const hosts = hostsOf(values);
  if (typeof hosts === 'string') return fail(hosts);
  return { ok: true, command: { kind: 'import', file: args[0] ?? '', as, hosts } };
}

function accountCommand(values: SiteCliValues): SiteCommandResult {
  const email = values.email?.trim().toLowerCase() ?? '';
  if (!EMAIL.test(email))
    return fail(email ? `not an e-mail address: ${email}` : 'account create needs --email');
  const name = values.name?.trim() ?? '';
  if (!name) return fail('account create needs --name "<full name>"');
  const role = values.role ?? 'optician';
  if (role !== 'optician' && role !== 'admin') return fail(`unknown role: ${role} (optician or admin)`);
  const siteId = values.site?.trim() || null;
  if (siteId !== null && !isSiteId(siteId)) return fail(`not a valid site id: ${siteId}`);
  return { ok: true, command: { kind: 'account-create', email, name, role, siteId } };
}

/**
 * The command named by the positionals and options parseArgs answered, checked; or why not.
 *
 * @example
 * siteCommand(['disable', 'optik-seeblick'], {}); // { ok: true, command: { kind: 'disable', id: 'optik-seeblick' } }
 */
export function siteCommand(positionals: readonly string[], values: SiteCliValues): SiteCommandResult {
  const [word, ...rest] = positionals;
  if (values.help || word === undefined || word === 'help') return { ok: true, command: { kind: 'help' } };
  if (values.yes)
    return fail(
      '--yes is not supported: removal always asks for the id twice; pipe the answers, e.g. ' +
        "printf 'x\\nx\\n' | npm run site -- remove x",
    );
  switch (word) {
    case 'create': {
      const extra = operands(rest, []);
      return typeof extra === 'string' ? fail(`create: ${extra}`) : createCommand(values);
    }
    case 'list': {
      const extra = operands(rest, []);
      return typeof extra === 'string' ? fail(`list: ${extra}`) : { ok: true, command: { kind: 'list' } };
    }
    case 'disable':
    case 'enable':
    case 'remove': {
      const args = operands(rest, ['<id>']);
      if (typeof args === 'string') return fail(`${word}: ${args}`);
      const [id = ''] = args;
      if (!isSiteId(id)) return fail(`not a valid site id: ${id}`);
      return { ok: true, command: { kind: word, id } };
    }
    case 'member': {
      if (rest[0] !== 'add') return fail('member: the only subcommand is "member add <siteId> <email>"');
      const args = operands(rest.slice(1), ['<siteId>', '<email>']);
      if (typeof args === 'string') return fail(`member add: ${args}`);
      const [siteId = '', email = ''] = args;
      if (!isSiteId(siteId)) return fail(`not a valid site id: ${siteId}`);
      if (!EMAIL.test(email.trim())) return fail(`not an e-mail address: ${email}`);
      return { ok: true, command: { kind: 'member-add', siteId, email: email.trim().toLowerCase() } };
    }
    case 'account': {
      if (rest[0] !== 'create') return fail('account: the only subcommand is "account create"');
      const extra = operands(rest.slice(1), []);
      return typeof extra === 'string' ? fail(`account create: ${extra}`) : accountCommand(values);
    }
    case 'export': {
      const args = operands(rest, ['<id>', '<file>']);
      if (typeof args === 'string') return fail(`export: ${args}`);
      const [id = '', file = ''] = args;
      if (!isSiteId(id)) return fail(`not a valid site id: ${id}`);
      return { ok: true, command: { kind: 'export', id, file } };
    }
    case 'import':
      return importCommand(rest, values);
    case 'migrate': {
      const extra = operands(rest, []);
      if (typeof extra === 'string') return fail(`migrate: ${extra}`);
      const only = values.site?.trim() || undefined;
      if (only !== undefined && values.all) return fail('migrate: give --site <id> or --all, not both');
      if (only === undefined && !values.all) return fail('migrate needs --site <id> or --all');
      if (only !== undefined && !isSiteId(only)) return fail(`not a valid site id: ${only}`);
      return { ok: true, command: { kind: 'migrate', only } };
    }
    default:
      return fail(`unknown command: ${word} (npm run site -- help)`);
  }
}

/**
 * Where a browser reaches a host on the local server.
 *
 * @example
 * localSiteUrl('alpenblick.localhost', 4321); // 'http://alpenblick.localhost:4321/'
 */
export function localSiteUrl(host: string, port: number): string {
  return `http://${host}${port === 80 ? '' : `:${port}`}/`;
}

/**
 * The port the server listens on, as scripts/start.ts reads PORT (unset, empty or not a port: 4321).
 *
 * @example
 * serverPort('8080'); // 8080
 */
export function serverPort(raw: string | undefined): number {
  const port = Number(raw);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : 4321;
}

/**
 * Where a browser reaches a host, as the server itself names it (scripts/start.ts `siteUrlOf`):
 * behind HTTPS (PUBLIC_SITE_URL is https) the bare host, else the host on the server's port.
 *
 * @example
 * siteOrigin('alpenblick.localhost', { port: 8080 }); // 'http://alpenblick.localhost:8080/'
 * siteOrigin('optik-alpenblick.ch', { port: 8080, publicSiteUrl: 'https://lunette.ch' }); // 'https://optik-alpenblick.ch/'
 */
export function siteOrigin(
  host: string,
  server: { port: number; publicSiteUrl?: string | undefined },
): string {
  return server.publicSiteUrl?.startsWith('https:') ? `https://${host}/` : localSiteUrl(host, server.port);
}

/**
 * Why a removal must not go ahead, or null when both answers name the site's id.
 *
 * @example
 * removalRefusal('optik-seeblick', ['optik-seeblick', 'optik-seeblick']); // null
 */
export function removalRefusal(id: string, answers: readonly (string | undefined)[]): string | null {
  for (const [i, raw] of [answers[0], answers[1]].entries()) {
    const answer = raw?.trim();
    if (answer === undefined) return `aborted: no ${i === 0 ? '' : 'second '}answer; nothing was removed`;
    if (answer !== id) return `aborted: "${answer}" is not ${id}; nothing was removed`;
  }
  return null;
}

/** Rows of text as columns padded to their widest cell, two spaces apart. */
export function textTable(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The table `list` prints: dates and sizes in Swiss German formats. */
export function siteListTable(sites: readonly NetworkSite[]): string {
  const header = ['ID', 'NAME', 'STATUS', 'HOSTS', 'LAST PUBLISH', 'STORAGE'];
  const rows = sites.map((site) => [
    site.id,
    site.name,
    site.isDefault ? `${site.status} (default)` : site.status,
    site.hosts.join(', ') || '-',
    site.lastPublishAt ? formatSubmittedAt(site.lastPublishAt, 'de') : 'never',
    formatByteSize(site.storageBytes, 'de-CH'),
  ]);
  return rows.length === 0 ? 'no sites' : textTable([header, ...rows]);
}
