/**
 * The per-account sign-in limit: after `maxFailures` failed sign-ins for one e-mail address (each
 * counted within `forgetMs` of the one before), that account's sign-in is refused for `lockMs`
 * from the last failure, whoever tries. Every attempt is counted when it starts (so a burst of
 * parallel guesses cannot all pass before the first failure lands) and taken back when it turns
 * out not to be a password check (refused by the address limit, malformed, ...); a success resets
 * the count.
 *
 * So that an attacker cannot keep a real editor out: the lock is short (an attacker gets about
 * one guess per `lockMs` per account, an editor waits at most `lockMs` after the attacker's last
 * try), and a client address (IPv6: its /64) from which the account signed in successfully within
 * `knownClientMs` is not locked out at all (its failures still count; the per-address limit of
 * better-auth still applies to it). Addresses cannot be forged any more (see ./client-ip.ts).
 *
 * The counters live in memory: one process on Node; on Workers each isolate counts on its own
 * (the database-backed per-address limit and Cloudflare's rules cover the rest).
 */
import { addressBytes } from './client-ip.ts';

export interface AccountLockPolicy {
  maxFailures: number;
  lockMs: number;
  forgetMs: number;
  knownClientMs: number;
}

/** 5 failures lock an account for 5 minutes; 15 quiet minutes forget them; known places for 30 days. */
export const DEFAULT_ACCOUNT_LOCK: AccountLockPolicy = {
  maxFailures: 5,
  lockMs: 5 * 60_000,
  forgetMs: 15 * 60_000,
  knownClientMs: 30 * 24 * 60 * 60_000,
};

/** The outcome of starting an attempt: go ahead (then report how it ended), or wait `retryAfterS`. */
export type AttemptStart =
  | { locked: false; finish(outcome: 'success' | 'failure' | 'not-counted'): void }
  | { locked: true; retryAfterS: number };

export interface AccountLock {
  /** Starts a sign-in attempt for `email` from `client` (null when the address is unknown). */
  begin(email: string, client: string | null): AttemptStart;
}

/** The key of a client address: IPv4 as is, IPv6 by its /64 (one household or server). */
function clientKey(client: string | null): string | null {
  const bytes = addressBytes(client);
  if (!bytes) return null;
  if (bytes.length === 4) return bytes.join('.');
  return Array.from(bytes.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('') + '/64';
}

/** One spelling per account (the address is the account's name; better-auth lower-cases it too). */
const accountKey = (email: string) => email.trim().toLowerCase();

const MAX_TRACKED = 10_000;

export function createAccountLock(
  policy: AccountLockPolicy = DEFAULT_ACCOUNT_LOCK,
  now: () => number = Date.now,
): AccountLock {
  const failures = new Map<string, { count: number; last: number }>();
  const known = new Map<string, number>();

  // Forget what no longer matters, so neither map can grow without bound.
  const prune = (at: number) => {
    if (failures.size > MAX_TRACKED)
      for (const [key, entry] of failures)
        if (at - entry.last >= Math.max(policy.forgetMs, policy.lockMs)) failures.delete(key);
    if (known.size > MAX_TRACKED)
      for (const [key, since] of known) if (at - since >= policy.knownClientMs) known.delete(key);
  };

  return {
    begin(email, client) {
      const account = accountKey(email);
      const place = clientKey(client);
      const at = now();
      let entry = failures.get(account);
      if (entry && at - entry.last >= policy.forgetMs && at - entry.last >= policy.lockMs) {
        failures.delete(account);
        entry = undefined;
      }
      const knownSince = place === null ? undefined : known.get(`${account} ${place}`);
      const isKnown = knownSince !== undefined && at - knownSince < policy.knownClientMs;
      if (entry && entry.count >= policy.maxFailures && at - entry.last < policy.lockMs && !isKnown) {
        return {
          locked: true,
          retryAfterS: Math.max(1, Math.ceil((entry.last + policy.lockMs - at) / 1000)),
        };
      }
      const counted = { count: (entry?.count ?? 0) + 1, last: at };
      const previous = entry ? { ...entry } : null;
      failures.set(account, counted);
      prune(at);
      let finished = false;
      return {
        locked: false,
        finish(outcome) {
          if (finished) return;
          finished = true;
          if (outcome === 'failure') return;
          const current = failures.get(account);
          if (outcome === 'success') {
            failures.delete(account);
            if (place !== null) known.set(`${account} ${place}`, now());
            return;
          }
          // Not a password check after all: take this attempt back (unless others came since).
          if (current === counted) {
            if (previous) failures.set(account, previous);
            else failures.delete(account);
          } else if (current) {
            current.count = Math.max(0, current.count - 1);
          }
        },
      };
    },
  };
}
