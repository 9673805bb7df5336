/**
 * Test-only access to the e2e database (its URL is provided as `databaseUrl`): the global setup
 * marks every changelog entry seen for the shared admin (so no editor test is interrupted by the
 * dialog opening by itself); the consent/changelog e2e test makes them unseen for a while and
 * changes settings it cannot change through the API yet, restoring both afterwards.
 */
import { eq } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import { openDb } from '../../db/client.ts';
import { defaultPlatformUrl, openPlatformDb } from '../../db/platform/client.ts';
import { changelog, changelogSeen } from '../../db/schema.ts';

type E2eDb = Awaited<ReturnType<typeof openDb>>['db'];

/** Runs `work` on a connection to the e2e database, closed afterwards. */
export async function withE2eDb<T>(url: string, work: (db: E2eDb) => Promise<T>): Promise<T> {
  const handle = await openDb(url);
  try {
    return await work(handle.db);
  } finally {
    handle.client.close();
  }
}

/**
 * The id of the user with `email`. Accounts live in the platform registry beside the site's
 * database (the launcher's default when PLATFORM_DATABASE_URL is unset, as in the e2e run).
 */
export async function e2eUserId(siteDatabaseUrl: string, email: string): Promise<string> {
  const platform = await openPlatformDb(defaultPlatformUrl(siteDatabaseUrl));
  try {
    const [row] = await platform.db.select({ id: user.id }).from(user).where(eq(user.email, email));
    if (!row) throw new Error(`no user ${email} in the e2e registry`);
    return row.id;
  } finally {
    platform.client.close();
  }
}

/** Marks every changelog date seen for the user with `email`; answers the dates. */
export function markChangelogSeen(url: string, email: string): Promise<string[]> {
  return withE2eDb(url, async (db) => {
    const id = await e2eUserId(url, email);
    const dates = [
      ...new Set((await db.select({ date: changelog.date }).from(changelog)).map((r) => r.date)),
    ];
    if (dates.length) {
      await db
        .insert(changelogSeen)
        .values(dates.map((date) => ({ userId: id, date })))
        .onConflictDoNothing();
    }
    return dates;
  });
}

/** Forgets which changelog dates the user with `email` has seen. */
export function forgetChangelogSeen(url: string, email: string): Promise<void> {
  return withE2eDb(url, async (db) => {
    await db.delete(changelogSeen).where(eq(changelogSeen.userId, await e2eUserId(url, email)));
  });
}

/** The changelog dates the user with `email` has seen, sorted. */
export function seenChangelogDates(url: string, email: string): Promise<string[]> {
  return withE2eDb(url, async (db) => {
    const rows = await db
      .select({ date: changelogSeen.date })
      .from(changelogSeen)
      .where(eq(changelogSeen.userId, await e2eUserId(url, email)));
    return rows.map((r) => r.date).sort();
  });
}
