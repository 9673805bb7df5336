/**
 * First start of the embedded default: a signing secret kept in the data folder (mode 0600) when
 * AUTH_SECRET is not set, and a first admin so somebody can sign in at all. The admin comes from
 * LUNETTE_ADMIN_EMAIL + LUNETTE_ADMIN_PASSWORD, or, when there is no editor yet and those are
 * unset, admin@<the business's e-mail domain> with a generated password printed exactly once.
 */
import { randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import type { Db } from '../../db/client.ts';
import type { PlatformDb } from '../../db/platform/client.ts';
import { settings } from '../../db/schema.ts';
import { readSettings } from '../../src/lib/settings.ts';
import { MIN_PASSWORD_LENGTH, type EditorAuthService } from './service.ts';

/** A random secret for signing sessions (64 url-safe characters). */
export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

/** A strong random password for the generated admin (24 url-safe characters, ~144 bits). */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The auth secret stored at `path`, created (mode 0600, never overwritten) when missing. Two
 * launchers starting at once agree on the first one written.
 */
export async function loadOrCreateAuthSecret(path: string): Promise<string> {
  const existing = (await readFile(path, 'utf8').catch(() => '')).trim();
  if (existing) return existing;
  try {
    await writeFile(path, `${generateSecret()}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return (await readFile(path, 'utf8')).trim();
}

export interface AdminBootstrapEnv {
  LUNETTE_ADMIN_EMAIL?: string | undefined;
  LUNETTE_ADMIN_PASSWORD?: string | undefined;
}

export type AdminBootstrapResult =
  | { action: 'none' }
  | { action: 'created-from-env'; email: string }
  | { action: 'created-generated'; email: string };

/** The domain for the generated admin's address: the business e-mail's, else lunette.local. */
export async function businessDomain(db: Db): Promise<string> {
  const [row] = await db.select({ draft: settings.draft }).from(settings).where(eq(settings.id, 'site'));
  const email = row ? readSettings(row.draft).business.email : null;
  const domain = email?.split('@')[1]?.trim().toLowerCase();
  return domain && /^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain) ? domain : 'lunette.local';
}

/**
 * Makes sure a first admin exists. Idempotent: an existing account is never changed, and the
 * generated password is printed (through `log`) only by the start that created it.
 */
export async function bootstrapAdmin({
  db,
  auth,
  env,
  log = console.log,
  domain,
}: {
  /** The database holding the accounts (the platform registry on a network). */
  db: Db | PlatformDb;
  auth: EditorAuthService;
  env: AdminBootstrapEnv;
  log?: (message: string) => void;
  /** The generated admin's e-mail domain (default: the business e-mail's in `db`'s settings). */
  domain?: string;
}): Promise<AdminBootstrapResult> {
  const email = env.LUNETTE_ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.LUNETTE_ADMIN_PASSWORD;
  if (Boolean(email) !== Boolean(password)) {
    throw new Error('Set both LUNETTE_ADMIN_EMAIL and LUNETTE_ADMIN_PASSWORD, or neither');
  }
  const exists = async (address: string) =>
    (await db.select({ id: user.id }).from(user).where(eq(user.email, address))).length > 0;

  if (email && password) {
    if (await exists(email)) return { action: 'none' };
    if (password.length < MIN_PASSWORD_LENGTH) {
      throw new Error(`LUNETTE_ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters`);
    }
    await auth.createEditor({ email, password, name: 'Admin', role: 'admin' });
    log(`created the admin account ${email} (password from LUNETTE_ADMIN_PASSWORD)`);
    return { action: 'created-from-env', email };
  }

  if (await auth.hasEditors()) return { action: 'none' };
  const generatedEmail = `admin@${domain ?? (await businessDomain(db as Db))}`;
  if (await exists(generatedEmail)) return { action: 'none' };
  const generated = generatePassword();
  await auth.createEditor({ email: generatedEmail, password: generated, name: 'Admin', role: 'admin' });
  log(
    [
      'created the first editor account (role admin):',
      `    e-mail:   ${generatedEmail}`,
      `    password: ${generated}`,
      '  This password is shown only now. Sign in at /de/login and keep it somewhere safe.',
    ].join('\n'),
  );
  return { action: 'created-generated', email: generatedEmail };
}
