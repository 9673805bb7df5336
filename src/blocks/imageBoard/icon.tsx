/** imageBoard icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const imageBoardIcon = (
  <>
    <rect x="3" y="4" width="8" height="7" rx="1" {...OUTLINE} />
    <rect x="13" y="4" width="8" height="7" rx="1" {...OUTLINE} />
    <rect x="3" y="13" width="8" height="7" rx="1" {...OUTLINE} />
    <rect x="13" y="13" width="8" height="7" rx="1" {...OUTLINE} />
  </>
);
