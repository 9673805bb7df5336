/** What every route can read from the context: the database and the external services. */
import type { Db } from '../db/client.ts';

/** External services behind small interfaces (mail, media store, translation, ... come later). */
export interface Services {
  /** The clock, injectable for tests. */
  now: () => Date;
}

export interface AppEnv {
  Variables: { db: Db; services: Services };
}

export const defaultServices = (): Services => ({ now: () => new Date() });
