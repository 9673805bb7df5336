/**
 * What a publish click leads to, the same for the toolbar and the pages panel: the page waits
 * (missing translations: the dialog lists them and offers no publish), the editor is asked first
 * (accessibility findings: the dialog lists them and can publish anyway), or it goes to the
 * server, which applies the same rule and answers the same reasons when it refuses.
 */
import {
  hasAccessibilityFindings,
  hasMissingTranslations,
  type PublishReasons,
} from '../../lib/publish/publish-rules.ts';

/** The next step of a publish. */
export type PublishStep =
  | { kind: 'wait'; reasons: PublishReasons }
  | { kind: 'confirm'; reasons: PublishReasons }
  | { kind: 'publish'; accessibilityConfirmed: boolean };

/**
 * @example
 * const step = publishStep(pagePublishReasons(page, settings));
 * if (step.kind === 'publish') send(step.accessibilityConfirmed); else showDialog(step.reasons);
 */
export function publishStep(reasons: PublishReasons, accessibilityConfirmed = false): PublishStep {
  if (hasMissingTranslations(reasons)) return { kind: 'wait', reasons };
  if (!accessibilityConfirmed && hasAccessibilityFindings(reasons)) return { kind: 'confirm', reasons };
  return { kind: 'publish', accessibilityConfirmed };
}
