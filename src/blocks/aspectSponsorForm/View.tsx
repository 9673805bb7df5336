/** The aspectSponsorForm block view (being built in issue 5: fields, states, validation). */
import type { BlockViewProps } from '../types.ts';
import type { AspectSponsorFormOptions } from './schema.ts';

export function AspectSponsorFormView(_props: BlockViewProps<AspectSponsorFormOptions>) {
  return null;
}
