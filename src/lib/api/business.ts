/**
 * The shop's own business data (issue 24: the shop edits its branches and hours): GET
 * /api/v1/business/draft reads it from the network registry (its source) with the public holidays
 * of the business's canton for the coming year; POST /api/v1/business saves it there, and the
 * site, the directory on every site and the schema.org data follow. Request and answer schemas
 * shared by the route and the settings panel. Pure: no I/O, no DOM.
 */
import * as v from 'valibot';
import { isValidEmail, isValidPhone } from '../option-validation.ts';
import { hoursProblems, type HoursProblem } from '../business/hours-edit.ts';
import { IdSchema } from './common.ts';
import { OpeningPeriodSchema, SpecialHoursSchema } from './snapshot.ts';

/** Most intervals per branch (seven days of several intervals) and special entries (a year and more). */
export const MAX_WEEKLY_PERIODS = 70;
export const MAX_SPECIAL_ENTRIES = 400;

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max));
/** Empty means none. */
const OptionalEmail = v.pipe(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(254))),
  v.transform((value) => (value ? value : null)),
  v.check((value) => value === null || isValidEmail(value), 'email'),
);
const OptionalPhone = v.pipe(
  v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(40))),
  v.transform((value) => (value ? value : null)),
  v.check((value) => value === null || isValidPhone(value), 'phone'),
);

/** One branch as the shop edits it (its position on the map stays as the network holds it). */
export const BranchEditSchema = v.object({
  id: IdSchema,
  name: Text(120),
  street: Text(120),
  streetNumber: v.pipe(v.string(), v.trim(), v.maxLength(20)),
  zip: v.pipe(v.string(), v.trim(), v.regex(/^\d{4}$/u, 'zip')),
  city: Text(80),
  phone: OptionalPhone,
  email: OptionalEmail,
  openingHours: v.pipe(v.array(OpeningPeriodSchema), v.maxLength(MAX_WEEKLY_PERIODS)),
  specialHours: v.pipe(v.array(SpecialHoursSchema), v.maxLength(MAX_SPECIAL_ENTRIES)),
});
export type BranchEdit = v.InferOutput<typeof BranchEditSchema>;

/** POST /business: the business's contact and every branch it edits. */
export const BusinessSaveRequestSchema = v.object({
  email: OptionalEmail,
  phone: OptionalPhone,
  branches: v.pipe(v.array(BranchEditSchema), v.minLength(1), v.maxLength(50)),
});
export type BusinessSave = v.InferOutput<typeof BusinessSaveRequestSchema>;

/** A public holiday of the business's canton. */
const HolidaySchema = v.object({ date: v.string(), name: v.string() });

/** GET /business/draft answers this (as `data`): what the panel edits. */
export const BusinessDraftSchema = v.object({
  id: v.string(),
  name: v.string(),
  canton: v.string(),
  email: v.nullable(v.string()),
  phone: v.nullable(v.string()),
  branches: v.array(v.object({ ...BranchEditSchema.entries, active: v.boolean() })),
  /** Zurich's civil date today, and the canton's public holidays from today for a year. */
  today: v.string(),
  holidays: v.array(HolidaySchema),
});
export type BusinessDraft = v.InferOutput<typeof BusinessDraftSchema>;

/** One branch's hours problems (the 422 answer of a save). */
export const BranchHoursProblemSchema = v.object({
  branchId: v.string(),
  where: v.variant('kind', [
    v.object({ kind: v.literal('weekday'), day: v.number() }),
    v.object({ kind: v.literal('special'), date: v.string() }),
  ]),
  code: v.picklist(['badTime', 'endBeforeStart', 'overlap', 'badDate', 'closedWithHours']),
});
export type BranchHoursProblem = v.InferOutput<typeof BranchHoursProblemSchema>;

/** POST /business answers this (as `data`): saved, and whether anything differed. */
export const BusinessSaveAnswerSchema = v.object({ changed: v.boolean() });

/** Every branch's hours problems of a save; empty when it may be stored. */
export function businessProblems(save: Pick<BusinessSave, 'branches'>): BranchHoursProblem[] {
  return save.branches.flatMap((branch) =>
    hoursProblems({ weekly: branch.openingHours, special: branch.specialHours }).map(
      (problem: HoursProblem) => ({ branchId: branch.id, ...problem }),
    ),
  );
}
