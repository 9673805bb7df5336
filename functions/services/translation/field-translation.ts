/**
 * The writes behind POST /translation and /translation/confirm: a field's draft text of one locale
 * translated from another and marked machine-translated (`fields.machine_translated[to]`), and an
 * editor's confirmation that clears the mark without touching the text. The provider is called
 * before the write transaction (it is slow and may fail: then nothing is written); the write then
 * only matches the revision that was translated, like every save (see ../content/rows.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { fields } from '../../../db/schema.ts';
import { writeTransaction } from '../../../db/write.ts';
import type { StoredField } from '../../../src/lib/api/items.ts';
import type {
  TranslationConfirmRequest,
  TranslationConfirmResponse,
  TranslationRequest,
} from '../../../src/lib/api/translation.ts';
import type { Locale, LocaleMap } from '../../../src/lib/content.ts';
import { ApiError } from '../../errors.ts';
import {
  StaleItemError,
  getPage,
  iso,
  toStoredField,
  type Exec,
  type WriteOptions,
} from '../content/rows.ts';
import { translateFieldValue } from './translate-field.ts';
import { TranslationFailedError, type TranslationService } from './translator.ts';

async function fieldOfPage(db: Exec, fieldId: string, pageId?: string) {
  const [row] = await db.select().from(fields).where(eq(fields.id, fieldId));
  if (!row || (pageId !== undefined && row.pageId !== pageId)) {
    throw new ApiError(404, 'not_found', `field ${fieldId}`);
  }
  return row;
}

/** The marker map with `locale` set or removed; null when nothing is marked any more. */
export function withMachineTranslated(
  marks: LocaleMap<boolean> | null | undefined,
  locale: Locale,
  marked: boolean,
): LocaleMap<boolean> | null {
  const next: LocaleMap<boolean> = { ...marks };
  if (marked) next[locale] = true;
  else delete next[locale];
  return Object.keys(next).length > 0 ? next : null;
}

/**
 * Translates a field's draft value in `from` into `to`, writes it and marks it machine-translated.
 * 503 'translation_not_configured' without a provider; 502 'translation_failed' when it fails.
 */
export async function translateField(
  db: Db,
  translation: TranslationService,
  input: TranslationRequest,
  opts?: WriteOptions,
): Promise<StoredField> {
  if (!translation.configured) throw new ApiError(503, 'translation_not_configured');
  await getPage(db, input.pageId);
  const row = await fieldOfPage(db, input.fieldId, input.pageId);
  const source = row.content?.kind === 'localized' ? row.content.values[input.from] : undefined;
  if (!source?.text?.trim()) {
    throw new ApiError(400, 'invalid_input', `field ${input.fieldId} has no text in ${input.from}`);
  }

  let translated;
  try {
    translated = await translateFieldValue(translation, source, input.from, input.to);
  } catch (error) {
    if (error instanceof TranslationFailedError) {
      console.error('[translation] provider failed:', error.message);
      throw new ApiError(502, 'translation_failed');
    }
    throw error;
  }

  return writeTransaction(db, async (tx) => {
    const current = await fieldOfPage(tx, input.fieldId, input.pageId);
    if (current.revision !== row.revision || current.content?.kind !== 'localized') {
      throw new StaleItemError(toStoredField(current));
    }
    const [updated] = await tx
      .update(fields)
      .set({
        content: { kind: 'localized', values: { ...current.content.values, [input.to]: translated } },
        machineTranslated: withMachineTranslated(current.machineTranslated, input.to, true),
        revision: current.revision + 1,
        updatedAt: iso(opts),
      })
      .where(and(eq(fields.id, current.id), eq(fields.revision, current.revision)))
      .returning();
    if (!updated) throw new StaleItemError(toStoredField(await fieldOfPage(tx, input.fieldId)));
    return toStoredField(updated);
  });
}

/**
 * Clears a field's machine-translated mark of one locale (the editor reviewed the text). The text
 * and the revision stay as they are: an open editor's value does not become stale.
 */
export async function confirmTranslation(
  db: Db,
  input: TranslationConfirmRequest,
  opts?: WriteOptions,
): Promise<TranslationConfirmResponse> {
  return writeTransaction(db, async (tx) => {
    const row = await fieldOfPage(tx, input.fieldId);
    await getPage(tx, row.pageId);
    if (row.machineTranslated?.[input.locale]) {
      await tx
        .update(fields)
        .set({
          machineTranslated: withMachineTranslated(row.machineTranslated, input.locale, false),
          updatedAt: iso(opts),
        })
        .where(eq(fields.id, row.id));
    }
    return { fieldId: row.id, locale: input.locale };
  });
}
