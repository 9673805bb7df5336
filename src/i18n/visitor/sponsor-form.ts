/**
 * Visitor texts: the sponsor booking form of the ASPECT event (aspectSponsorForm block): labels,
 * the bookable items, validation messages (one per message key of src/lib/forms/sponsor.ts),
 * states, and the two e-mails (notification to the business, confirmation to the visitor).
 */
import type { AreaTexts } from './area.ts';
import { sponsorFormViewTexts } from './sponsor-form-view.ts';
import { sponsorMailTexts } from './sponsor-mail.ts';

export { sponsorFormViewTexts };

/** The form's texts and its e-mails' (the server's and the visitor dictionary's). */
export const sponsorFormTexts: AreaTexts<
  (typeof sponsorFormViewTexts)['de'] & (typeof sponsorMailTexts)['de']
> = joinTexts(sponsorFormViewTexts, sponsorMailTexts);

/** Both areas' texts per language. */
function joinTexts<A extends Record<string, string>, B extends Record<string, string>>(
  a: AreaTexts<A>,
  b: AreaTexts<B>,
): AreaTexts<A & B> {
  return { de: { ...a.de, ...b.de }, en: { ...a.en, ...b.en } };
}
