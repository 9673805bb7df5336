/**
 * The bulk uploader of a gallery (editor spec §2, §4): many images picked or dropped at once go
 * into the gallery (`groupId`), each with its progress or its error; 'Ready' shows for 3 s when
 * the batch is done and the page refreshes so the gallery shows the new images.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { reloadDraft } from '../actions.ts';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { pushToast } from '../store.ts';
import { createBulkUploader } from './bulk-upload.ts';
import { mediaApi } from './media-api.ts';
import { UploadList, UploadZone } from './UploadZone.tsx';
import './media.css';

export default function BulkUploader({ groupId, onClose }: { groupId: string; onClose: () => void }) {
  const t = useEditorTexts();
  const [bulk] = useState(() =>
    createBulkUploader({
      api: mediaApi,
      groupId,
      onCompleted: async (uploaded) => {
        if (uploaded.length > 0) await reloadDraft();
      },
    }),
  );
  useEffect(() => () => bulk.dispose(), [bulk]);
  const state = useSyncExternalStore(bulk.subscribe, bulk.get, bulk.get);
  const failed = state.files.filter((file) => file.status === 'error').length;

  useEffect(() => {
    if (state.phase === 'completed' && failed > 0) pushToast('error', t.bulkError);
  }, [state.phase, failed, t.bulkError]);

  return (
    <Dialog title={t.bulkTitle} onClose={onClose}>
      <div className="media-bulk" data-bulk-phase={state.phase}>
        <UploadZone
          accept="image/*"
          multiple
          label={t.bulkPick}
          hint={t.bulkDrop}
          disabled={state.phase !== 'idle'}
          onFiles={(files) => void bulk.start(files)}
        >
          <p className="media-bulk__phase" role="status">
            {state.phase === 'uploading' ? t.bulkUploading : state.phase === 'completed' ? t.bulkReady : ''}
          </p>
          <UploadList files={state.files} statusLabels />
        </UploadZone>
      </div>
    </Dialog>
  );
}
