import { describe, expect, it } from 'vitest';
import type { BusinessDraft } from '../../lib/api/business.ts';
import { formOfDraft, formProblems, saveOfForm } from './business-form.ts';

const draft: BusinessDraft = {
  id: 'biz',
  name: 'Optik',
  canton: 'ZH',
  email: 'info@optik.ch',
  phone: null,
  today: '2026-11-28',
  holidays: [{ date: '2026-12-25', name: 'Weihnachtstag' }],
  branches: [
    {
      id: 'b1',
      active: true,
      name: 'Winterthur',
      street: 'Marktgasse',
      streetNumber: '12',
      zip: '8400',
      city: 'Winterthur',
      phone: '+41 52 212 34 56',
      email: null,
      openingHours: [
        { day: 1, open: '13:30', close: '18:30' },
        { day: 1, open: '09:00', close: '12:00' },
        { day: 6, open: '09:00', close: '16:00' },
      ],
      specialHours: [
        { date: '2026-12-24', open: '09:00', close: '14:00' },
        { date: '2026-12-31', open: '00:30', close: '00:30' },
      ],
    },
  ],
};

describe('the business form', () => {
  it('gives back the request the draft was made of', () => {
    const save = saveOfForm(formOfDraft(draft));
    expect(save.email).toBe('info@optik.ch');
    expect(save.phone).toBeNull();
    const [branch] = save.branches;
    expect(branch?.openingHours).toEqual([
      { day: 1, open: '09:00', close: '12:00' },
      { day: 1, open: '13:30', close: '18:30' },
      { day: 6, open: '09:00', close: '16:00' },
    ]);
    expect(branch?.specialHours).toEqual(draft.branches[0]?.specialHours);
    expect(branch).toMatchObject({ phone: '+41 52 212 34 56', email: null, zip: '8400' });
  });
  it('has no problems as loaded, and names each one by its place', () => {
    const form = formOfDraft(draft);
    expect(formProblems(form).size).toBe(0);
    const branch = form.branches[0]!;
    branch.week[0]!.push({ open: '11:00', close: '14:00' });
    branch.week[2] = [{ open: '18:00', close: '08:00' }];
    branch.zip = '840';
    branch.email = 'nope';
    branch.special.push({ date: '2026-12-24', closed: true, periods: [] });
    branch.special.push({ date: '', closed: true, periods: [] });
    branch.special.push({ date: '2027-01-03', closed: false, periods: [] });
    expect(Object.fromEntries(formProblems(form))).toEqual({
      'b1.zip': 'zip',
      'b1.email': 'email',
      'b1.day1': 'overlap',
      'b1.day3': 'endBeforeStart',
      'b1.special2': 'duplicateDate',
      'b1.special3': 'badDate',
      'b1.special4': 'badTime',
    });
  });
});
