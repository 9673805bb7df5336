/**
 * The aspectSponsorForm island: Astro hydrates it when the form becomes visible. It renders the block's own
 * schema and view through IslandRoot, so the island bundles only this form's code.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { aspectSponsorFormSchema } from './schema.ts';
import { AspectSponsorFormView } from './View.tsx';

export default function AspectSponsorFormIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={aspectSponsorFormSchema as never} View={AspectSponsorFormView} />;
}
