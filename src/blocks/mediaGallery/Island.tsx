/**
 * The mediaGallery island: Astro hydrates it when the gallery becomes visible ('load more' and the
 * lightbox need the browser). It renders the block's own schema and view through IslandRoot.
 */
import { IslandRoot, type IslandProps } from '../IslandRoot.tsx';
import { mediaGallerySchema } from './schema.ts';
import { MediaGalleryView } from './View.tsx';

export default function MediaGalleryIsland(props: IslandProps) {
  return <IslandRoot {...props} schema={mediaGallerySchema as never} View={MediaGalleryView} />;
}
