/** The per-account sign-in lockout: counted at the start, short, reset by a success, known places pass. */
import { describe, expect, it } from 'vitest';
import { createAccountLock, type AccountLockPolicy } from './account-lock.ts';

const policy: AccountLockPolicy = {
  maxFailures: 3,
  lockMs: 60_000,
  forgetMs: 300_000,
  knownClientMs: 86_400_000,
};

function setup() {
  let now = 1_000_000;
  const lock = createAccountLock(policy, () => now);
  const fail = (email: string, client = '198.51.100.1') => {
    const attempt = lock.begin(email, client);
    if (!attempt.locked) attempt.finish('failure');
    return attempt.locked;
  };
  return { lock, fail, advance: (ms: number) => (now += ms) };
}

describe('account lock', () => {
  it('locks an account after its failures, for everyone, for a short time only', () => {
    const { lock, fail, advance } = setup();
    expect([fail('a@x.test'), fail('A@X.test '), fail('a@x.test')]).toEqual([false, false, false]);
    const refused = lock.begin('a@x.test', '203.0.113.7');
    expect(refused).toEqual({ locked: true, retryAfterS: 60 });
    // Other accounts are not affected.
    expect(lock.begin('b@x.test', '198.51.100.1').locked).toBe(false);
    advance(59_000);
    expect(lock.begin('a@x.test', '203.0.113.7')).toEqual({ locked: true, retryAfterS: 1 });
    advance(1_000);
    const after = lock.begin('a@x.test', '203.0.113.7');
    expect(after.locked).toBe(false);
    // One more failure locks again at once (about one guess per lock time).
    if (!after.locked) after.finish('failure');
    expect(lock.begin('a@x.test', '203.0.113.7').locked).toBe(true);
  });

  it('counts attempts when they start, so a parallel burst cannot pass the limit', () => {
    const { lock } = setup();
    const started = Array.from({ length: 10 }, () => lock.begin('a@x.test', '198.51.100.9'));
    expect(started.filter((a) => !a.locked)).toHaveLength(3);
  });

  it('gives back attempts that were no password check, and forgets after a quiet while', () => {
    const { lock, fail, advance } = setup();
    for (let i = 0; i < 5; i++) {
      const attempt = lock.begin('a@x.test', '198.51.100.1');
      if (!attempt.locked) attempt.finish('not-counted');
    }
    expect(fail('a@x.test')).toBe(false);
    expect(fail('a@x.test')).toBe(false);
    advance(300_000);
    expect([fail('a@x.test'), fail('a@x.test'), fail('a@x.test')]).toEqual([false, false, false]);
    expect(fail('a@x.test')).toBe(true);
  });

  it('resets on success and lets a place that signed in recently through a lock', () => {
    const { lock, fail } = setup();
    const ok = lock.begin('a@x.test', '2001:db8:1:2::10');
    if (!ok.locked) ok.finish('success');
    for (let i = 0; i < 3; i++) fail('a@x.test', '203.0.113.66');
    expect(lock.begin('a@x.test', '203.0.113.66').locked).toBe(true);
    // Same /64 as the earlier success: the editor is not kept out by the attacker.
    const editor = lock.begin('a@x.test', '2001:db8:1:2::99');
    expect(editor.locked).toBe(false);
    if (!editor.locked) editor.finish('success');
    expect(lock.begin('a@x.test', '203.0.113.66').locked).toBe(false);
    expect(lock.begin('a@x.test', null).locked).toBe(false);
  });
});
