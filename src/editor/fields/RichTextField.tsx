/**
 * FieldEditors.RichText: the Milkdown editor (src/editor/richtext/, loaded on first use so the
 * editor shell starts fast) while the toolbar is active; otherwise the rich text exactly as
 * visitors see it, rendered by the live primitive inside a nested live-mode context.
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import { RenderProvider, useRenderContext, type FieldEditors } from '../../fields/context.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { useToolbarActive } from '../hooks.ts';

const RichTextEditor = lazy(() => import('../richtext/RichTextEditor.tsx'));

type Props = ComponentProps<FieldEditors['RichText']>;

/** The live rendering of the field (links keep pointing at edit routes). */
function StaticRichText({ field, className }: Props) {
  const { site, page, locale, pageHref, titleGroupId } = useRenderContext();
  const paths = Object.fromEntries(
    site.pages.flatMap((p) => {
      const href = pageHref(p.id);
      return href ? [[p.id, href]] : [];
    }),
  );
  return (
    <RenderProvider
      mode="live"
      locale={locale}
      site={site}
      page={page}
      paths={paths}
      titleGroupId={titleGroupId}
    >
      <RichText field={field} className={className} />
    </RenderProvider>
  );
}

export const RichTextField: FieldEditors['RichText'] = (props) => {
  const toolbar = useToolbarActive();
  if (!toolbar) return <StaticRichText {...props} />;
  return (
    <Suspense fallback={<StaticRichText {...props} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
};
