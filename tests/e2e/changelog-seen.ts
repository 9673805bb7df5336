/**
 * Test-only access to the e2e database for the changelog: the global setup marks every entry seen
 * for the shared admin (so no editor test is interrupted by the dialog opening by itself), and the
 * changelog e2e test makes them unseen for a while and restores them afterwards.
 */
import { eq } from 'drizzle-orm';
import { user } from '../../db/auth-schema.ts';
import { openDb } from '../../db/client.ts';
import { changelog, changelogSeen } from '../../db/schema.ts';

async function withDb<T>(url: string, work: (db: Awaited<ReturnType<typeof openDb>>['db']) => Promise<T>) {
  const handle = await openDb(url);
  try {
    return await work(handle.db);
  } finally {
    handle.client.close();
  }
}

async function userId(db: Awaited<ReturnType<typeof openDb>>['db'], email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email} in the e2e database`);
  return row.id;
}

/** Marks every changelog date seen for the user with `email`; answers the dates. */
export function markChangelogSeen(url: string, email: string): Promise<string[]> {
  return withDb(url, async (db) => {
    const id = await userId(db, email);
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
  return withDb(url, async (db) => {
    await db.delete(changelogSeen).where(eq(changelogSeen.userId, await userId(db, email)));
  });
}

/** The changelog dates the user with `email` has seen, sorted. */
export function seenChangelogDates(url: string, email: string): Promise<string[]> {
  return withDb(url, async (db) => {
    const rows = await db
      .select({ date: changelogSeen.date })
      .from(changelogSeen)
      .where(eq(changelogSeen.userId, await userId(db, email)));
    return rows.map((r) => r.date).sort();
  });
}
