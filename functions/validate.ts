/**
 * The valibot validator middleware with Lunette's error shape: a 400 naming the invalid fields and
 * why, never echoing the input back (it may hold passwords or personal data).
 */
import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type * as v from 'valibot';
import { errorBody } from './errors.ts';

export function validate<T extends v.GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: T,
) {
  return vValidator(target, schema, (result, c) => {
    if (result.success) return;
    const detail = result.issues
      .map((issue) => {
        const path = issue.path?.map((p) => String(p.key)).join('.') ?? target;
        // Custom checks carry their own message; built-in ones would quote the received value.
        return issue.type === 'check'
          ? issue.message
          : `${path} (expected ${issue.expected ?? 'a valid value'})`;
      })
      .join(', ');
    return c.json(errorBody(c, 'invalid_input', detail), 400);
  });
}
