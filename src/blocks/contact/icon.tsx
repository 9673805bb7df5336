/** contact icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const contactIcon = (
  <>
    <path d="M12 21s-6.5-5.6-6.5-11A6.5 6.5 0 0 1 18.5 10c0 5.4-6.5 11-6.5 11z" {...OUTLINE} />
    <circle cx="12" cy="10" r="2.3" {...OUTLINE} />
  </>
);
