/** servicesContainer icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const servicesContainerIcon = (
  <>
    <circle cx="7" cy="8" r="3" {...OUTLINE} />
    <circle cx="17" cy="8" r="3" {...OUTLINE} />
    <path d="M4 15h6M4 18h4M14 15h6M14 18h4" {...OUTLINE} />
  </>
);
