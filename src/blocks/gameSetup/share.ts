/**
 * The share screen's rules (visitor spec §2 Share screen, §4 Share button, §9 Game): the QR code's
 * size, how the game link is shared, and how long the button says 'Kopiert!'.
 *
 * Sharing uses the device's share sheet when it has one; when it has none, or sharing fails, the
 * link is copied instead. The device functions are passed in, so the rule is testable without a
 * browser.
 */

/** Side of the game link's QR code, in CSS pixels. */
export const QR_SIZE = 180;

/** How long the share button shows 'Kopiert!' after a copy, in ms. */
export const COPIED_LABEL_MS = 2000;

/** What a share attempt ended with. */
export type ShareOutcome = 'shared' | 'copied' | 'failed';

/** The share button's label state: idle -> copied (for COPIED_LABEL_MS) -> idle; failed likewise. */
export type ShareButtonState = 'idle' | 'copied' | 'failed';

/** The device functions a share uses; absent ones count as unsupported. */
export interface ShareDevice {
  /** `navigator.share` (rejects when the visitor cancels or the device refuses). */
  share?: ((data: { text: string; url: string }) => Promise<void>) | undefined;
  /** Copies text to the clipboard (`navigator.clipboard.writeText`). */
  copy?: ((text: string) => Promise<void>) | undefined;
  log?: (message: string, error: unknown) => void;
}

/**
 * Shares the game link: the share sheet if the device has one, else (or if it fails) a copy.
 *
 * @example
 * await shareGameLink({ text: 'Join my Urban Golf game!', url }, { share: navigator.share?.bind(navigator) });
 * // 'shared' | 'copied' | 'failed'
 */
export async function shareGameLink(
  data: { text: string; url: string },
  device: ShareDevice,
): Promise<ShareOutcome> {
  if (device.share) {
    try {
      await device.share(data);
      return 'shared';
    } catch (error) {
      device.log?.('sharing failed, copying the link instead', error);
    }
  }
  if (!device.copy) return 'failed';
  try {
    await device.copy(data.url);
    return 'copied';
  } catch (error) {
    device.log?.('copying the link failed', error);
    return 'failed';
  }
}

/**
 * The share button's state after a share attempt (a share sheet needs no label change).
 *
 * @example
 * shareButtonStateAfter('copied'); // 'copied'
 */
export function shareButtonStateAfter(outcome: ShareOutcome): ShareButtonState {
  return outcome === 'shared' ? 'idle' : outcome;
}
