/**
 * Where things are on a page, for tests that press, drag and swipe: a locator's box (also once it
 * has stopped moving) and a point where a peeking map drawer shows.
 */
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/** Waits for states, generously: the machine may be busy. */
const POLL = { timeout: 20_000 };

/** A point where a peeking drawer shows (not covered by anything else on the page). */
export async function peekPoint(drawer: Locator) {
  await drawer.evaluate((el) => el.closest('.map-stage')?.scrollIntoView({ block: 'end' }));
  const point = await drawer.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const stage = el.closest('.map-stage')!.getBoundingClientRect();
    const right = Math.min(r.right, stage.right, window.innerWidth);
    const left = Math.max(r.left, stage.left);
    for (let y = r.top + 8; y < Math.min(r.bottom, window.innerHeight); y += 6)
      for (let x = right - 4; x > left; x -= 4)
        if (el.contains(document.elementFromPoint(x, y))) return { x, y };
    return null;
  });
  if (!point) throw new Error('the drawer does not peek out anywhere');
  return point;
}

/** The locator's box; throws when it is not visible. */
export async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not visible');
  return b;
}

/**
 * The box of `locator` once it has stopped moving: the same on two reads in a row (a drawer
 * slides for 250 ms after its snap changed, longer on a busy machine).
 */
export async function settledBox(locator: Locator) {
  let last = '';
  let current = await box(locator);
  await expect
    .poll(async () => {
      current = await box(locator);
      const key = JSON.stringify(current);
      const same = key === last;
      last = key;
      return same;
    }, POLL)
    .toBe(true);
  return current;
}
