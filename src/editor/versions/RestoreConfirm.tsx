/** The confirmation before a version replaces the page's draft. */
import { useStore } from '@nanostores/react';
import { format } from '../../i18n/editor.ts';
import type { VersionEntry } from '../../lib/api/versions.ts';
import { ConfirmDialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { $editorLocale } from '../store.ts';
import { zurichDateTime } from './words.ts';

export function RestoreConfirm(props: {
  version: VersionEntry;
  pageName: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useEditorTexts();
  const editorLocale = useStore($editorLocale);
  return (
    <ConfirmDialog
      title={t.versionsRestoreTitle}
      message={format(t.versionsRestoreWarning, {
        number: String(props.version.sequence),
        date: zurichDateTime(props.version.publishedAt, editorLocale),
        name: props.pageName,
      })}
      confirmLabel={t.versionsRestore}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}
