/**
 * The job board panel (opened from a jobs or marketplace block's context menu): the site's own
 * job offers or marketplace items with their status, publish and archive, and one form to add or
 * edit an entry (jobs: title, work quota, description, branch, staff member; marketplace: kind,
 * direction, title, cost in CHF, the three options and the same contact fields). Every change is
 * live at once: the server re-renders the pages holding the blocks.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { format } from '../../i18n/editor.ts';
import {
  ITEM_KINDS,
  LISTING_DIRECTIONS,
  type ItemKind,
  type JobSnapshot,
  type ListingDirection,
  type MarketplaceItemSnapshot,
} from '../../lib/api/jobs.ts';
import { contentToPlain } from '../../lib/jobs/board.ts';
import { parseChfAmount } from '../../lib/money.ts';
import { useEditor } from '../context.tsx';
import { Dialog } from '../Dialog.tsx';
import { useEditorTexts } from '../hooks.ts';
import { pushToast } from '../store.ts';
import { jobsApi } from './jobs-api.ts';
import './jobs.css';

export type Board = 'jobs' | 'marketplace';
type Entry = JobSnapshot | MarketplaceItemSnapshot;

/** The form's values (strings as typed; the cost is parsed on submit). */
interface Draft {
  id: string | null;
  title: string;
  workQuota: string;
  description: string;
  branchId: string;
  firstName: string;
  lastName: string;
  kind: ItemKind;
  direction: ListingDirection;
  cost: string;
  toBePickedUp: boolean;
  subjectToPostage: boolean;
  askingPrice: boolean;
}

const EMPTY: Draft = {
  id: null,
  title: '',
  workQuota: '',
  description: '',
  branchId: '',
  firstName: '',
  lastName: '',
  kind: 'frame',
  direction: 'offering',
  cost: '',
  toBePickedUp: false,
  subjectToPostage: false,
  askingPrice: false,
};

function draftOf(entry: Entry): Draft {
  const base = {
    ...EMPTY,
    id: entry.id,
    title: entry.title,
    description: contentToPlain(entry.description),
    branchId: entry.branch?.id ?? '',
    firstName: entry.staffMember?.firstName ?? '',
    lastName: entry.staffMember?.lastName ?? '',
  };
  if ('workQuota' in entry) return { ...base, workQuota: entry.workQuota ?? '' };
  return {
    ...base,
    kind: entry.kind,
    direction: entry.direction,
    cost: entry.costChf === null ? '' : String(entry.costChf),
    ...entry.options,
  };
}

/** The board's entries as the editor lists them. */
async function fetchEntries(board: Board): Promise<Entry[]> {
  return board === 'jobs' ? (await jobsApi.listJobs()).jobs : (await jobsApi.listItems()).items;
}

export default function JobBoardPanel({ board, onClose }: { board: Board; onClose: () => void }) {
  const t = useEditorTexts();
  const { branches } = useEditor();
  const [entries, setEntries] = useState<Entry[] | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [error, setError] = useState<'title' | 'cost' | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { form: useId(), error: useId() };

  const load = () =>
    fetchEntries(board).then(setEntries, () => {
      pushToast('error', t.jobsLoadFailed);
      setEntries([]);
    });
  useEffect(() => {
    let current = true;
    fetchEntries(board).then(
      (list) => current && setEntries(list),
      () => current && setEntries([]),
    );
    return () => {
      current = false;
    };
  }, [board]);

  const run = async (work: () => Promise<Entry>) => {
    setBusy(true);
    try {
      const saved = await work();
      pushToast('success', format(t.jobsSaved, { title: saved.title }));
      await load();
      return true;
    } catch (err) {
      pushToast('error', format(t.jobsSaveFailed, { message: err instanceof Error ? err.message : '' }));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const setStatus = (entry: Entry, status: 'published' | 'archived') =>
    run(async () =>
      board === 'jobs'
        ? (await jobsApi.setJobStatus(entry.id, status)).job
        : (await jobsApi.setItemStatus(entry.id, status)).item,
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    if (draft.title.trim() === '') return setError('title');
    const cost = draft.cost.trim() === '' ? null : parseChfAmount(draft.cost);
    if (board === 'marketplace' && draft.cost.trim() !== '' && cost === null) return setError('cost');
    setError(null);
    const common = {
      title: draft.title,
      description: draft.description,
      branchId: draft.branchId || null,
      staffMember: { firstName: draft.firstName, lastName: draft.lastName },
    };
    const id = draft.id;
    const ok = await run(async () => {
      if (board === 'jobs') {
        const input = { ...common, workQuota: draft.workQuota };
        return (id ? await jobsApi.updateJob(id, input) : await jobsApi.addJob(input)).job;
      }
      const input = {
        ...common,
        kind: draft.kind,
        direction: draft.direction,
        costChf: cost,
        options: {
          toBePickedUp: draft.toBePickedUp,
          subjectToPostage: draft.subjectToPostage,
          askingPrice: draft.askingPrice,
        },
      };
      return (id ? await jobsApi.updateItem(id, input) : await jobsApi.addItem(input)).item;
    });
    if (ok) setDraft(null);
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((d) => (d ? { ...d, [key]: value } : d));
  const field = (key: 'title' | 'workQuota' | 'firstName' | 'lastName' | 'cost', label: string) => (
    <label className="editor-jobs__field">
      <span>{label}</span>
      <input
        value={draft?.[key] ?? ''}
        maxLength={key === 'title' ? 200 : 100}
        inputMode={key === 'cost' ? 'decimal' : undefined}
        aria-invalid={error === key || undefined}
        aria-describedby={error === key ? ids.error : undefined}
        onChange={(event) => set(key, event.target.value)}
      />
    </label>
  );

  return (
    <Dialog title={board === 'jobs' ? t.jobsPanelTitle : t.marketplacePanelTitle} onClose={onClose}>
      <div className="editor-jobs" aria-busy={busy || entries === null}>
        {entries && entries.length === 0 ? <p>{t.jobsNone}</p> : null}
        <ul className="editor-jobs__list">
          {(entries ?? []).map((entry) => (
            <li key={entry.id} className="editor-jobs__item" data-entry-id={entry.id}>
              <span className="editor-jobs__name">{entry.title}</span>
              <span className={`editor-badge editor-badge--${entry.status}`}>
                {
                  t[
                    `jobsStatus_${entry.status === 'draft' || entry.status === 'archived' ? entry.status : 'published'}`
                  ]
                }
              </span>
              <span className="editor-jobs__actions">
                <button
                  type="button"
                  className="editor-button-secondary"
                  disabled={busy}
                  onClick={() => {
                    setError(null);
                    setDraft(draftOf(entry));
                  }}
                >
                  {t.jobsEditEntry}
                </button>
                {entry.status === 'published' ? (
                  <button
                    type="button"
                    className="editor-button-secondary"
                    disabled={busy}
                    onClick={() => void setStatus(entry, 'archived')}
                  >
                    {t.jobsArchive}
                  </button>
                ) : (
                  <button
                    type="button"
                    className="editor-button-primary"
                    disabled={busy}
                    onClick={() => void setStatus(entry, 'published')}
                  >
                    {t.jobsPublish}
                  </button>
                )}
              </span>
            </li>
          ))}
        </ul>
        {draft ? (
          <form
            id={ids.form}
            className="editor-jobs__form"
            onSubmit={(event) => void submit(event)}
            noValidate
          >
            {board === 'marketplace' ? (
              <div className="editor-jobs__row">
                <label className="editor-jobs__field">
                  <span>{t.jobsFieldKind}</span>
                  <select
                    value={draft.kind}
                    onChange={(event) => set('kind', event.target.value as ItemKind)}
                  >
                    {ITEM_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t[`jobsKind_${kind}`]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="editor-jobs__field">
                  <span>{t.jobsFieldDirection}</span>
                  <select
                    value={draft.direction}
                    onChange={(event) => set('direction', event.target.value as ListingDirection)}
                  >
                    {LISTING_DIRECTIONS.map((direction) => (
                      <option key={direction} value={direction}>
                        {t[`jobsDirection_${direction}`]}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
            ) : null}
            {field('title', t.jobsFieldTitle)}
            {board === 'jobs' ? field('workQuota', t.jobsFieldQuota) : field('cost', t.jobsFieldCost)}
            {board === 'marketplace' ? (
              <fieldset className="editor-jobs__checks">
                {(['toBePickedUp', 'subjectToPostage', 'askingPrice'] as const).map((key) => (
                  <label key={key}>
                    <input
                      type="checkbox"
                      checked={draft[key]}
                      onChange={(event) => set(key, event.target.checked)}
                    />
                    {t[`jobs${key[0]!.toUpperCase()}${key.slice(1)}` as 'jobsToBePickedUp']}
                  </label>
                ))}
              </fieldset>
            ) : null}
            <label className="editor-jobs__field">
              <span>{t.jobsFieldDescription}</span>
              <textarea
                rows={5}
                value={draft.description}
                maxLength={10_000}
                onChange={(event) => set('description', event.target.value)}
              />
            </label>
            <label className="editor-jobs__field">
              <span>{t.jobsFieldBranch}</span>
              <select value={draft.branchId} onChange={(event) => set('branchId', event.target.value)}>
                <option value="">{t.jobsNoBranch}</option>
                {branches.map((branch) => (
                  <option key={branch.id} value={branch.id}>
                    {`${branch.name}, ${branch.city}`}
                  </option>
                ))}
              </select>
            </label>
            <div className="editor-jobs__row">
              {field('firstName', t.jobsFieldFirstName)}
              {field('lastName', t.jobsFieldLastName)}
            </div>
            {error ? (
              <p id={ids.error} className="editor-jobs__error" role="alert">
                {error === 'title' ? t.jobsTitleRequired : t.jobsCostInvalid}
              </p>
            ) : null}
            <div className="editor-jobs__row">
              <button type="submit" className="editor-button-primary" disabled={busy}>
                {t.jobsSave}
              </button>
              <button type="button" className="editor-button-secondary" onClick={() => setDraft(null)}>
                {t.jobsCancel}
              </button>
            </div>
          </form>
        ) : (
          <button
            type="button"
            className="editor-button-primary"
            onClick={() => {
              setError(null);
              setDraft({ ...EMPTY });
            }}
          >
            {t.jobsAdd}
          </button>
        )}
      </div>
    </Dialog>
  );
}
