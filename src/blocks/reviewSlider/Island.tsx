/**
 * The reviewSlider island: Astro hydrates it when the carousel becomes visible. Its props carry
 * the site's cached reviews (IslandProps.reviews), so the view reads them as on the server.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { reviewSliderSchema } from './schema.ts';
import { ReviewSliderView } from './View.tsx';

export default function ReviewSliderIsland(props: IslandProps) {
  // IslandRoot types `schema` with `never` options; the view is this schema's own.
  return <IslandRoot {...props} schema={reviewSliderSchema as never} View={ReviewSliderView} />;
}
