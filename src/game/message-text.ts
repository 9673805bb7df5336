/**
 * Text helpers of the wire protocol that are not the protocol itself: the UTF-8 size check of a raw
 * message (run before parsing it) and the wording of a schema issue in a refusal.
 */
import * as v from 'valibot';

/**
 * Names the first problem without echoing the received value: error messages go back over the wire
 * and into logs, so they carry only the path (truncated) and what was expected.
 *
 * @example
 * describeIssue(v.safeParse(v.number(), 'secret').issues[0]); // 'Message does not match the protocol: expected number.'
 */
export function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  const where = path === null ? '' : ` at "${path.slice(0, 64)}"`;
  return `Message does not match the protocol${where}: expected ${issue.expected ?? 'a valid value'}.`;
}

/**
 * Whether `text` is at most `limit` bytes in UTF-8, without allocating an encoded copy. A UTF-16
 * code unit takes 1 to 3 bytes in UTF-8 (a surrogate pair, 2 units, takes 4), so the exact count
 * is only needed between `limit / 3` and `limit` units.
 *
 * @example
 * fitsInBytes('ü'.repeat(8), 16); // true: 16 bytes
 * fitsInBytes('ü'.repeat(9), 16); // false: 18 bytes
 */
export function fitsInBytes(text: string, limit: number): boolean {
  if (text.length > limit) return false;
  if (text.length * 3 <= limit) return true;
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3;
    } else bytes += 3;
    if (bytes > limit) return false;
  }
  return true;
}
