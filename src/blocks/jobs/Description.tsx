/**
 * A job's or item's rich-text description through the RichText field renderer. It is data of its
 * own table, not a page field, so it is rendered as visitors see it even in the editor's page
 * view (an in-place field editor would save it to the wrong place).
 */
import { RichText } from '../../fields/RichText.tsx';
import { RenderProvider, useRenderContext } from '../../fields/context.tsx';
import type { FieldContent } from '../../lib/content.ts';
import { descriptionField } from '../../lib/jobs/board.ts';

export function Description({ ownerId, content }: { ownerId: string; content: FieldContent | null }) {
  const ctx = useRenderContext();
  if (!content) return null;
  return (
    <RenderProvider mode="live" locale={ctx.locale} site={ctx.site} page={ctx.page} titleGroupId={null}>
      <RichText field={descriptionField(ownerId, content)} className="job-board__text" />
    </RenderProvider>
  );
}
