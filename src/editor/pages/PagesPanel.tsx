/**
 * The pages panel (editor spec §2, `pageMenu=1`): navigation containers with their pages, free
 * pages, collections with their pages, and the page actions. Issue 11 fills it in.
 */
import { NavigationSection } from './navigation/NavigationSection.tsx';

export interface PagesPanelProps {
  onClose: () => void;
}

export default function PagesPanel(_props: PagesPanelProps) {
  return (
    <div className="editor-pages-panel" data-editor-ui="">
      <NavigationSection />
    </div>
  );
}
