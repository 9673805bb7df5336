/** What every route can read from the context: the database, the external services, the editor. */
import type { Db } from '../db/client.ts';
import { noEditors, type AuthService, type Editor } from './auth/types.ts';
import { noRebuild, type RebuildService } from './services/rebuild.ts';

/** External services behind small interfaces (mail, media store, translation, ... come later). */
export interface Services {
  /** The clock, injectable for tests. */
  now: () => Date;
  /** Editor sign-in and sessions. */
  auth: AuthService;
  /** Origins besides the request's own that may send writes (e.g. the public site URL). */
  trustedOrigins: string[];
  /** Makes published changes live (re-render locally, or a deploy hook in production). */
  rebuild: RebuildService;
}

export interface AppEnv {
  Variables: { db: Db; services: Services; editor: Editor };
}

export const defaultServices = (): Services => ({
  now: () => new Date(),
  auth: noEditors,
  trustedOrigins: [],
  rebuild: noRebuild,
});
