import { describe, expect, it, vi } from 'vitest';
import {
  ADD_BLOCK_WATCH_MS,
  groupSelector,
  scrollToGroupWhenShown,
  type WatchEnvironment,
} from './scroll-to-group.ts';

/** A fake page: elements appear when the test says so; timers are explicit. */
function fakePage() {
  const present = new Set<string>();
  let onChange: (() => void) | null = null;
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const scrolled: string[] = [];
  const env: WatchEnvironment = {
    find: (selector) => (present.has(selector) ? ({ selector } as unknown as Element) : null),
    observe: (callback) => {
      onChange = callback;
      return () => {
        onChange = null;
      };
    },
    scroll: (element) => scrolled.push((element as unknown as { selector: string }).selector),
    setTimeout: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimeout: (handle) => {
      (handle as { cleared: boolean }).cleared = true;
    },
  };
  return {
    env,
    scrolled,
    timers,
    observing: () => onChange !== null,
    appear: (groupId: string) => {
      present.add(groupSelector(groupId));
      onChange?.();
    },
  };
}

describe('scrollToGroupWhenShown', () => {
  it('scrolls at once when the section is already there', () => {
    const page = fakePage();
    page.appear('g1');
    scrollToGroupWhenShown('g1', ADD_BLOCK_WATCH_MS, page.env);
    expect(page.scrolled).toEqual([groupSelector('g1')]);
    expect(page.observing()).toBe(false);
    expect(page.timers).toHaveLength(0);
  });

  it('watches for up to 30 s and scrolls once the section appears', () => {
    const page = fakePage();
    scrollToGroupWhenShown('g2', undefined, page.env);
    expect(page.timers[0]?.ms).toBe(30_000);
    page.appear('other');
    expect(page.scrolled).toEqual([]);
    page.appear('g2');
    expect(page.scrolled).toEqual([groupSelector('g2')]);
    expect(page.observing()).toBe(false);
    expect(page.timers[0]?.cleared).toBe(true);
  });

  it('gives up after the timeout', () => {
    const page = fakePage();
    scrollToGroupWhenShown('g3', ADD_BLOCK_WATCH_MS, page.env);
    page.timers[0]?.run();
    expect(page.observing()).toBe(false);
    page.appear('g3');
    expect(page.scrolled).toEqual([]);
  });

  it('can be stopped', () => {
    const page = fakePage();
    const stop = scrollToGroupWhenShown('g4', ADD_BLOCK_WATCH_MS, page.env);
    stop();
    expect(page.observing()).toBe(false);
    expect(page.timers[0]?.cleared).toBe(true);
    const spy = vi.fn();
    page.env.scroll = spy;
    page.appear('g4');
    expect(spy).not.toHaveBeenCalled();
  });

  it('quotes ids safely in the selector', () => {
    expect(groupSelector('group-home-hero')).toBe('[data-group-id="group-home-hero"]');
    expect(groupSelector('a"b\\c')).toBe('[data-group-id="a\\"b\\\\c"]');
  });
});
