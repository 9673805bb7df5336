/** imageCollage icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const imageCollageIcon = (
  <>
    <rect x="3" y="4" width="10" height="10" rx="1" {...OUTLINE} />
    <rect x="11" y="10" width="10" height="10" rx="1" {...OUTLINE} />
  </>
);
