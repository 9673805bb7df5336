/** richTextBlock icon: its outline picture in the add-block dialog. */
import { OUTLINE } from '../../components/outline.ts';

export const richTextBlockIcon = <path d="M4 6h16M4 10h16M4 14h16M4 18h10" {...OUTLINE} />;
