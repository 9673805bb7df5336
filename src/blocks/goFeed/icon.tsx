/** goFeed icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const goFeedIcon = (
  <>
    <circle cx="12" cy="12" r="8" {...OUTLINE} />
    <path d="M12 8v8M8 12h8" {...OUTLINE} />
  </>
);
