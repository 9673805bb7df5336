/** mediaGallery icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const mediaGalleryIcon = (
  <>
    <rect x="3" y="4" width="18" height="13" rx="1.5" {...OUTLINE} />
    <path d="M3 14l5-4 4 3 3-2 6 4M6 20h12" {...OUTLINE} />
  </>
);
