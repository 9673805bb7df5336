/**
 * Renders one stored group with its registered view. Options are migrated and parsed (defaults
 * filled) on the way in. A type without a view renders nothing live and a visible marker in edit
 * mode, so a missing view is obvious to editors and invisible to visitors.
 */
import { useRenderContext } from '../fields/context.tsx';
import { editorDictionary, format } from '../i18n/editor.ts';
import type { GroupSnapshot } from '../lib/content.ts';
import { readSettings } from '../lib/settings.ts';
import { readGroupOptions } from './read.ts';
import { getBlock } from './manifests.ts';
import { PENDING_VIEW } from './types.ts';

export function BlockRenderer({ group }: { group: GroupSnapshot }) {
  const { mode, locale, site } = useRenderContext();
  if (mode === 'live' && group.disallowedLanguages.includes(locale)) return null;
  const def = getBlock(group.type);
  const options = def ? readGroupOptions(def, group) : null;
  if (!def || def.View === PENDING_VIEW || !options) {
    if (mode === 'live') return null;
    return (
      <div className="block block--pending" data-group-id={group.id} role="note">
        {format(editorDictionary(readSettings(site.settings).editor.locale).blockNotAvailable, {
          type: group.type,
        })}
      </div>
    );
  }
  const View = def.View;
  return <View group={group} options={options} fields={group.fields} />;
}

/** All groups of a page, in order. */
export function BlockList({ groups }: { groups: readonly GroupSnapshot[] }) {
  return (
    <>
      {groups.map((group) => (
        <BlockRenderer key={group.id} group={group} />
      ))}
    </>
  );
}
