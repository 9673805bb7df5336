/**
 * The archive of a page collection container, shown to editors only (edit mode): the hidden
 * items grouped by archive key, so an editor sees what the container leaves out. Visitors never
 * get it: in live mode it renders nothing. In the editor the add-item button comes first (the editor
 * injects it through the render context, so this view imports nothing of the editor).
 */
import { useRenderContext } from '../../fields/context.tsx';
import { visitorDictionary } from '../../i18n/visitor.ts';
import type { ArchiveGroup } from '../../lib/collection-archive.ts';
import type { PageSnapshot } from '../../lib/content.ts';
import { pagePath } from '../../lib/routes.ts';
import '../../components/card-layout.css';

export function CollectionArchive({
  archive,
  groupId,
}: {
  archive: ArchiveGroup<{ page: PageSnapshot }>[];
  /** The container block (the editor's add-item button works on it). */
  groupId: string;
}) {
  const { mode, locale, editors } = useRenderContext();
  if (mode !== 'edit') return null;
  const t = visitorDictionary(locale);
  const Add = editors?.CollectionAdd;
  return (
    <>
      {Add ? <Add groupId={groupId} /> : null}
      <details className="collection-archive">
        <summary>{t.contentArchive}</summary>
        {archive.length === 0 ? <p>{t.contentArchiveEmpty}</p> : null}
        {archive.map((group) => (
          <section key={group.key} className="collection-archive__group">
            <h3>{group.key}</h3>
            <ul>
              {group.items.map(({ page }) => (
                <li key={page.id}>
                  <a href={pagePath(page, locale, mode)}>{page.meta.name[locale] ?? page.id}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </details>
    </>
  );
}
