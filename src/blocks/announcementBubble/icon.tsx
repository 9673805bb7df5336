/** announcementBubble icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const announcementBubbleIcon = (
  <>
    <circle cx="12" cy="11" r="7" {...OUTLINE} />
    <path d="M9 11h6M12 18l-1.5 3" {...OUTLINE} />
  </>
);
