/**
 * The page picker of link options (editor spec §2): navigation, top-level pages and collections
 * as collapsible sections (native <details>), drafts included and marked, the section holding the
 * selected page open. Each page is a radio button, so the choice is one keyboard-reachable group.
 */
import { useMemo } from 'react';
import type { EditorDictionary } from '../../i18n/editor.ts';
import type { CollectionName } from '../../lib/content.ts';
import { useEditor } from '../context.tsx';
import { lookup } from './labels.ts';
import { pagePickerSections, type PickerSectionKind } from './page-picker-sections.ts';
import { useNavigation } from './use-navigation.ts';

/** A link's page: its id and collection (as the link option stores it). */
export interface PageRef {
  id: string;
  collection: CollectionName | string | null;
}

export interface PagePickerProps {
  /** Radio group name and id base. */
  id: string;
  value: PageRef | null;
  onChange: (page: PageRef) => void;
  t: EditorDictionary;
  disabled?: boolean;
  describedBy?: string | undefined;
}

function sectionTitle(t: EditorDictionary, kind: PickerSectionKind): string {
  switch (kind) {
    case 'navigation':
      return t.optionsPagesNavigation;
    case 'topLevel':
      return t.optionsPagesTopLevel;
    case 'collections':
      return t.optionsPagesCollections;
  }
}

export function PagePicker({ id, value, onChange, t, disabled = false, describedBy }: PagePickerProps) {
  const { pages, locale } = useEditor();
  const navigation = useNavigation();
  const sections = useMemo(
    () => pagePickerSections(pages, navigation, locale, value?.id ?? null),
    [pages, navigation, locale, value?.id],
  );

  return (
    <fieldset className="lu-pagepicker" disabled={disabled} aria-describedby={describedBy}>
      <legend className="lu-option__label">{t.optionsPagePicker}</legend>
      {sections.map((section) => {
        const empty = section.groups.every((g) => g.pages.length === 0);
        return (
          <details key={section.kind} className="lu-pagepicker__section" open={section.open}>
            <summary className="lu-pagepicker__summary">{sectionTitle(t, section.kind)}</summary>
            {empty ? (
              <p className="lu-option__hint">{t.optionsPagesEmpty}</p>
            ) : (
              section.groups.map((group) => {
                const heading = group.collection
                  ? (lookup(t, `optionsCollection.${group.collection}`) ?? group.label)
                  : group.label;
                const headingId = `${id}-${section.kind}-${group.key}`;
                return (
                  <div
                    key={group.key}
                    className="lu-pagepicker__group"
                    role="group"
                    aria-labelledby={heading ? headingId : undefined}
                  >
                    {heading && (
                      <p id={headingId} className="lu-pagepicker__heading">
                        {heading}
                      </p>
                    )}
                    <ul className="lu-pagepicker__list">
                      {group.pages.map((page) => (
                        <li key={page.id}>
                          <label className="lu-pagepicker__page">
                            <input
                              type="radio"
                              name={`${id}-page`}
                              value={page.id}
                              checked={value?.id === page.id}
                              onChange={() => onChange({ id: page.id, collection: page.collection })}
                            />
                            <span>{page.label}</span>
                            {page.draft && <span className="lu-chip">{t.optionsPageDraft}</span>}
                          </label>
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })
            )}
          </details>
        );
      })}
    </fieldset>
  );
}
