/**
 * The item context menu (editor spec §2): the actions for the selected page, block or field.
 * This buttons: link options, other options, field visibility, move up and down, remove
 * (a draft block after a confirm, a published one marked and restorable), language visibility,
 * the edit-page link for a clicked page link, adding a block next to the selection, the media
 * library (image and video fields, the page's share image) and a gallery's bulk uploader. It is
 * placed next to the item and kept 16 px inside the screen (src/lib/menu-position.ts).
 */
import { useStore } from '@nanostores/react';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useOptimistic,
  useRef,
  useState,
  useTransition,
  type ReactNode,
  type RefObject,
} from 'react';
import { getBlock } from '../blocks/manifests.ts';
import { format } from '../i18n/editor.ts';
import {
  VISITOR_LOCALES,
  type FieldSnapshot,
  type GroupSnapshot,
  type PageSnapshot,
} from '../lib/content.ts';
import { withFlags } from '../lib/edit-route.ts';
import { keepInside, placeMenu } from '../lib/menu-position.ts';
import {
  moveGroup,
  removeGroup,
  restoreGroup,
  setFieldVisible,
  setGroupFieldsVisible,
  setGroupLanguages,
  setPageLanguages,
} from './actions.ts';
import { blockTypeLabel } from './blocks/labels.ts';
import { CollectionMenuItems } from './collections/CollectionMenuItems.tsx';
import { ConfirmDialog } from './Dialog.tsx';
import { MagazineMenuItems } from './magazine/MagazineMenuItems.tsx';
import { JobBoardMenuItems } from './jobs/JobBoardMenuItems.tsx';
import { useEditorTexts } from './hooks.ts';
import { fieldLabel } from './labels.ts';
import { fieldMediaTarget } from './media/target.ts';
import { TranslateMenuItems } from './translation/TranslateMenuItems.tsx';
import {
  $draft,
  $flags,
  $menu,
  $panel,
  fieldSpecOf,
  findField,
  findGroup,
  siblingsOf,
  type MenuState,
} from './store.ts';

type Resolved =
  | { kind: 'page'; page: PageSnapshot }
  | { kind: 'group'; group: GroupSnapshot }
  | { kind: 'field'; field: FieldSnapshot; group: GroupSnapshot | null };

function resolve(page: PageSnapshot, menu: MenuState): Resolved | null {
  const { item } = menu;
  if (item.kind === 'page') return item.id === page.id ? { kind: 'page', page } : null;
  if (item.kind === 'group') {
    const group = findGroup(page, item.id);
    return group ? { kind: 'group', group } : null;
  }
  const field = findField(page, item.id, { groupId: item.groupId, name: item.name });
  if (!field) return null;
  return { kind: 'field', field, group: field.groupId ? findGroup(page, field.groupId) : null };
}

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export function ContextMenu() {
  const menu = useStore($menu);
  const panel = useStore($panel);
  const draft = useStore($draft);
  const ref = useRef<HTMLDivElement>(null);

  // Place the menu once its size is known; keep a restored or resized one on screen.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !menu) return;
    const size = { width: el.offsetWidth, height: el.offsetHeight };
    const next = menu.anchor ? placeMenu(menu.anchor, size, viewport()) : keepInside(menu, size, viewport());
    if (menu.anchor || next.left !== menu.left || next.top !== menu.top) {
      $menu.set({ ...menu, ...next, anchor: null });
    }
  }, [menu]);

  useEffect(() => {
    const onResize = () => {
      const el = ref.current;
      const current = $menu.get();
      if (!el || !current) return;
      const next = keepInside(current, { width: el.offsetWidth, height: el.offsetHeight }, viewport());
      if (next.left !== current.left || next.top !== current.top) $menu.set({ ...current, ...next });
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  if (!menu || !draft || panel) return null;
  const resolved = resolve(draft.page, menu);
  if (!resolved) return null;
  return <MenuBody resolved={resolved} menu={menu} page={draft.page} menuRef={ref} />;
}

function MenuBody(props: {
  resolved: Resolved;
  menu: MenuState;
  page: PageSnapshot;
  menuRef: RefObject<HTMLDivElement | null>;
}) {
  const { resolved, menu, page, menuRef } = props;
  const t = useEditorTexts();
  const flags = useStore($flags);
  const titleId = useId();
  const [confirmRemove, setConfirmRemove] = useState<GroupSnapshot | null>(null);

  const title =
    resolved.kind === 'page'
      ? t.menuPage
      : resolved.kind === 'group'
        ? `${t.menuGroup}: ${blockTypeLabel(t, resolved.group.type)}`
        : format(t.menuField, { name: fieldLabel(t, resolved.field.name) });

  const close = () => $menu.set(null);
  const editPage = menu.editHref ? (
    <a className="editor-menu__button" href={withFlags(menu.editHref, flags)}>
      {t.menuEditPage}
    </a>
  ) : null;

  let body: ReactNode;
  if (resolved.kind === 'page') {
    body = (
      <>
        <LanguageChecks
          hidden={resolved.page.meta.disallowedLanguages ?? []}
          onChange={(hidden) => setPageLanguages(hidden)}
        />
        <MenuButton onClick={() => $panel.set({ kind: 'addBlock', nextTo: null })}>
          {t.menuAddBlock}
        </MenuButton>
        <MenuButton onClick={() => $panel.set({ kind: 'media', target: { kind: 'pageImage' } })}>
          {t.mediaLibraryShareImage}
        </MenuButton>
        {editPage}
      </>
    );
  } else if (resolved.kind === 'group') {
    const group = resolved.group;
    const def = getBlock(group.type);
    const siblings = siblingsOf(page, group.id);
    const index = siblings.findIndex((g) => g.id === group.id);
    const hasOptions = def ? Object.keys(def.options.entries).length > 0 : false;
    const marked = group.status === 'markedForDeletion';
    body = (
      <>
        {hasOptions ? (
          <MenuButton onClick={() => $panel.set({ kind: 'options', groupId: group.id })}>
            {t.menuOptions}
          </MenuButton>
        ) : null}
        <CollectionMenuItems group={group} />
        <MagazineMenuItems group={group} />
        <JobBoardMenuItems group={group} />
        {group.type === 'mediaGallery' ? (
          <MenuButton onClick={() => $panel.set({ kind: 'bulkUpload', groupId: group.id })}>
            {t.bulkUpload}
          </MenuButton>
        ) : null}
        <div className="editor-menu__row">
          <MenuButton disabled={index <= 0} onClick={() => void moveGroup(group, 'up')}>
            {t.menuMoveUp}
          </MenuButton>
          <MenuButton
            disabled={index < 0 || index >= siblings.length - 1}
            onClick={() => void moveGroup(group, 'down')}
          >
            {t.menuMoveDown}
          </MenuButton>
        </div>
        {def && def.fields.length > 0 ? (
          <fieldset className="editor-menu__checks">
            <legend>{t.menuFieldsVisible}</legend>
            {def.fields.map((spec) => {
              const field = group.fields[spec.name];
              return (
                <ActionCheckbox
                  key={spec.name}
                  checked={field?.visible ?? true}
                  onChange={(visible) => setGroupFieldsVisible(group, { [spec.name]: visible })}
                >
                  {fieldLabel(t, spec.name)}
                </ActionCheckbox>
              );
            })}
          </fieldset>
        ) : null}
        <LanguageChecks
          hidden={group.disallowedLanguages}
          onChange={(hidden) => setGroupLanguages(group, hidden)}
        />
        <MenuButton onClick={() => $panel.set({ kind: 'addBlock', nextTo: group.id })}>
          {t.menuAddBlock}
        </MenuButton>
        {marked ? (
          <MenuButton onClick={() => void restoreGroup(group)}>{t.menuRestore}</MenuButton>
        ) : (
          <MenuButton
            danger
            onClick={() => (group.status === 'draft' ? setConfirmRemove(group) : void removeGroup(group))}
          >
            {t.menuRemove}
          </MenuButton>
        )}
        {editPage}
      </>
    );
  } else {
    const { field, group } = resolved;
    const spec = fieldSpecOf(page, field);
    const isLink = spec?.kind === 'button' || 'link' in field.options;
    const isMedia = spec?.kind === 'media' || field.media !== null;
    body = (
      <>
        {isLink ? (
          <MenuButton
            onClick={() =>
              $panel.set({
                kind: 'link',
                fieldId: field.id,
                groupId: field.groupId ?? null,
                name: field.name,
              })
            }
          >
            {t.menuLinkOptions}
          </MenuButton>
        ) : null}
        {isMedia ? (
          <MenuButton onClick={() => $panel.set({ kind: 'media', target: fieldMediaTarget(field) })}>
            {t.mediaLibrary}
          </MenuButton>
        ) : null}
        <TranslateMenuItems field={field} />
        <ActionCheckbox
          className="editor-menu__check"
          checked={field.visible}
          onChange={(visible) => setFieldVisible(field, visible)}
        >
          {t.menuFieldVisible}
        </ActionCheckbox>
        {group ? (
          <MenuButton onClick={() => $menu.set({ ...menu, item: { kind: 'group', id: group.id } })}>
            {t.menuSelectGroup}
          </MenuButton>
        ) : null}
        {editPage}
      </>
    );
  }

  return (
    <div
      ref={menuRef}
      className="editor-menu"
      role="dialog"
      aria-labelledby={titleId}
      data-editor-ui=""
      data-menu-kind={resolved.kind}
      style={{ left: menu.left, top: menu.top }}
    >
      <div className="editor-menu__head">
        <span id={titleId} className="editor-menu__title">
          {title}
        </span>
        <button type="button" className="editor-icon-button" aria-label={t.menuClose} onClick={close}>
          ×
        </button>
      </div>
      <div className="editor-menu__body">{body}</div>
      {confirmRemove ? (
        <ConfirmDialog
          title={t.menuRemoveTitle}
          message={t.menuRemoveWarning}
          confirmLabel={t.menuRemoveConfirm}
          onCancel={() => setConfirmRemove(null)}
          onConfirm={() => {
            const group = confirmRemove;
            setConfirmRemove(null);
            void removeGroup(group);
          }}
        />
      ) : null}
    </div>
  );
}

function MenuButton(props: {
  onClick: () => void;
  disabled?: boolean;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`editor-menu__button${props.danger ? ' editor-menu__button--danger' : ''}`}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
    </button>
  );
}

/** One checkbox per visitor locale: checked = shown in that language. The last one cannot be unchecked. */
function LanguageChecks({
  hidden,
  onChange,
}: {
  hidden: readonly string[];
  onChange: (hidden: string[]) => Promise<unknown>;
}) {
  const t = useEditorTexts();
  const shown = VISITOR_LOCALES.filter((l) => !hidden.includes(l));
  return (
    <fieldset className="editor-menu__checks editor-menu__languages">
      <legend>{t.menuLanguages}</legend>
      {VISITOR_LOCALES.map((locale) => {
        const checked = !hidden.includes(locale);
        return (
          <ActionCheckbox
            key={locale}
            checked={checked}
            disabled={checked && shown.length === 1}
            onChange={(show) =>
              onChange(show ? hidden.filter((l) => l !== locale) : [...new Set([...hidden, locale])])
            }
          >
            {locale.toUpperCase()}
          </ActionCheckbox>
        );
      })}
    </fieldset>
  );
}

/**
 * A checkbox whose change is a request: it shows the new state at once (optimistic) and falls
 * back to the stored state when the request ends (the new one on success, the old on failure).
 */
function ActionCheckbox(props: {
  checked: boolean;
  disabled?: boolean;
  className?: string;
  onChange: (checked: boolean) => Promise<unknown>;
  children: ReactNode;
}) {
  const { checked, disabled, className, onChange, children } = props;
  const [shown, setShown] = useOptimistic(checked);
  const [pending, startTransition] = useTransition();
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={shown}
        disabled={disabled}
        aria-busy={pending}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          startTransition(async () => {
            setShown(next);
            await onChange(next);
          });
        }}
      />
      {children}
    </label>
  );
}
