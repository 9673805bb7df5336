/** hero icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const heroIcon = (
  <>
    <rect x="3" y="4" width="18" height="16" rx="2" {...OUTLINE} />
    <path d="M6 9h7M6 12h5M6 16h4" {...OUTLINE} />
    <path d="M14 17l2.5-3 2 2.2" {...OUTLINE} />
  </>
);
