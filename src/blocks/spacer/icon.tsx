/** spacer icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const spacerIcon = (
  <path d="M4 12h16M12 4v4M12 16v4M9.5 6.5L12 4l2.5 2.5M9.5 17.5L12 20l2.5-2.5" {...OUTLINE} />
);
