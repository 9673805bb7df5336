/** teamContainer icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const teamContainerIcon = (
  <>
    <circle cx="8" cy="9" r="3" {...OUTLINE} />
    <circle cx="16.5" cy="9.5" r="2.5" {...OUTLINE} />
    <path
      d="M3 19c.6-3 2.6-4.5 5-4.5s4.4 1.5 5 4.5M13.5 15.2c.9-.5 1.9-.7 3-.7 2.1 0 3.6 1.3 4 4"
      {...OUTLINE}
    />
  </>
);
