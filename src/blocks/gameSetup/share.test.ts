import { describe, expect, it, vi } from 'vitest';
import { COPIED_LABEL_MS, QR_SIZE, shareButtonStateAfter, shareGameLink } from './share.ts';

const data = { text: 'Join my Urban Golf game!', url: 'https://optik.ch/de/game?id=k3v9q0' };

describe('shareGameLink', () => {
  it('uses the share sheet when the device has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareGameLink(data, { share, copy })).toBe('shared');
    expect(share).toHaveBeenCalledWith(data);
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the link when the device cannot share', async () => {
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareGameLink(data, { copy })).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
  });

  it('copies the link when sharing fails, and logs why', async () => {
    const log = vi.fn();
    const copy = vi.fn(() => Promise.resolve());
    const share = () => Promise.reject(new Error('NotAllowedError'));
    expect(await shareGameLink(data, { share, copy, log })).toBe('copied');
    expect(copy).toHaveBeenCalledWith(data.url);
    expect(log).toHaveBeenCalledOnce();
  });

  it('fails when neither works', async () => {
    const log = vi.fn();
    expect(await shareGameLink(data, {})).toBe('failed');
    expect(await shareGameLink(data, { copy: () => Promise.reject(new Error('denied')), log })).toBe(
      'failed',
    );
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('share button', () => {
  it('shows the copied label only after a copy', () => {
    expect(shareButtonStateAfter('shared')).toBe('idle');
    expect(shareButtonStateAfter('copied')).toBe('copied');
    expect(shareButtonStateAfter('failed')).toBe('failed');
  });

  it('uses the spec constants', () => {
    expect(QR_SIZE).toBe(180);
    expect(COPIED_LABEL_MS).toBe(2000);
  });
});
