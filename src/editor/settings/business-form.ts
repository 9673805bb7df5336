/**
 * The business panel's form model: the draft from GET /business/draft as the panel edits it
 * (each branch's week as seven lists of intervals, its special days grouped by date), back to the
 * POST /business request, and the problems to show before anything is sent (the same hours rules
 * the server applies, src/lib/business/hours-edit.ts, plus the address and contact formats).
 * Pure: no I/O, no DOM.
 */
import type { BusinessDraft, BusinessSave } from '../../lib/api/business.ts';
import {
  hoursProblems,
  specialDaysOf,
  specialHoursOf,
  type HoursProblemCode,
  type SpecialDay,
} from '../../lib/business/hours-edit.ts';
import { isValidEmail, isValidPhone } from '../../lib/option-validation.ts';
import type { TimeRange } from '../../lib/opening-hours.ts';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export interface BranchForm {
  id: string;
  active: boolean;
  name: string;
  street: string;
  streetNumber: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  /** Intervals per weekday, index 0 = Monday. */
  week: TimeRange[][];
  special: SpecialDay[];
}

export interface BusinessForm {
  email: string;
  phone: string;
  branches: BranchForm[];
}

/** The form of a draft. */
export function formOfDraft(draft: BusinessDraft): BusinessForm {
  return {
    email: draft.email ?? '',
    phone: draft.phone ?? '',
    branches: draft.branches.map((branch) => ({
      id: branch.id,
      active: branch.active,
      name: branch.name,
      street: branch.street,
      streetNumber: branch.streetNumber,
      zip: branch.zip,
      city: branch.city,
      phone: branch.phone ?? '',
      email: branch.email ?? '',
      week: WEEKDAYS.map((day) =>
        branch.openingHours
          .filter((p) => p.day === day)
          .map(({ open, close }) => ({ open, close }))
          .toSorted((a, b) => a.open.localeCompare(b.open)),
      ),
      special: specialDaysOf(branch.specialHours),
    })),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The weekly periods of a branch form. */
export const weeklyOf = (branch: BranchForm) =>
  branch.week.flatMap((ranges, index) =>
    ranges.map((r) => ({ day: index + 1, open: r.open, close: r.close })),
  );

/** The request of a form. */
export function saveOfForm(form: BusinessForm): BusinessSave {
  return {
    email: orNull(form.email),
    phone: orNull(form.phone),
    branches: form.branches.map((branch) => ({
      id: branch.id,
      name: branch.name.trim(),
      street: branch.street.trim(),
      streetNumber: branch.streetNumber.trim(),
      zip: branch.zip.trim(),
      city: branch.city.trim(),
      phone: orNull(branch.phone),
      email: orNull(branch.email),
      openingHours: weeklyOf(branch),
      specialHours: specialHoursOf(branch.special),
    })),
  };
}

/** Why a value cannot be saved: a field format, or an hours rule. */
export type FormProblem = 'required' | 'zip' | 'email' | 'phone' | 'duplicateDate' | HoursProblemCode;

/**
 * The problems of a form by place: `email`/`phone` of the business, `{branchId}.{field}`,
 * `{branchId}.day{1-7}` and `{branchId}.special{index}`. Empty when it can be saved.
 *
 * @example
 * formProblems(form).get('b1.day1'); // 'overlap'
 */
export function formProblems(form: BusinessForm): Map<string, FormProblem> {
  const problems = new Map<string, FormProblem>();
  const contact = (key: string, email: string, phone: string) => {
    if (email.trim() && !isValidEmail(email)) problems.set(`${key}email`, 'email');
    if (phone.trim() && !isValidPhone(phone)) problems.set(`${key}phone`, 'phone');
  };
  contact('', form.email, form.phone);
  for (const branch of form.branches) {
    const at = (field: string) => `${branch.id}.${field}`;
    for (const field of ['name', 'street', 'city'] as const)
      if (!branch[field].trim()) problems.set(at(field), 'required');
    if (!/^\d{4}$/u.test(branch.zip.trim())) problems.set(at('zip'), 'zip');
    contact(`${branch.id}.`, branch.email, branch.phone);
    const weekly = hoursProblems({ weekly: weeklyOf(branch), special: [] });
    for (const problem of weekly)
      if (problem.where.kind === 'weekday' && !problems.has(at(`day${problem.where.day}`)))
        problems.set(at(`day${problem.where.day}`), problem.code);
    const seen = new Set<string>();
    branch.special.forEach((day, index) => {
      if (seen.has(day.date)) {
        problems.set(at(`special${index}`), 'duplicateDate');
        return;
      }
      seen.add(day.date);
      const [problem] = hoursProblems({ weekly: [], special: specialHoursOf([day]) });
      if (problem) problems.set(at(`special${index}`), problem.code);
      else if (!day.closed && day.periods.length === 0) problems.set(at(`special${index}`), 'badTime');
    });
  }
  return problems;
}
