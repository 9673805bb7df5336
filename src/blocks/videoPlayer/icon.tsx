/** videoPlayer icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const videoPlayerIcon = (
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" {...OUTLINE} />
    <path d="M10 9v6l5-3z" {...OUTLINE} />
  </>
);
