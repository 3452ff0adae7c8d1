// The edit screen's revisions: every save is listed (newest first, times in Asia/Manila); "Compare" shows a
// word-level diff (the `diff` library) of the revision against the text in the form; "Restore" saves it as
// a new revision, keeping the current images when the revision's were deleted (the message says so).
import { diffWords } from 'diff';
import { History } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { Revision, RevisionSummary } from '../../../../shared/contract/articles.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { portalErrorMessage } from '../../../lib/portal-call.ts';
import { getRevision, listRevisions, restoreRevision } from '../api/revisions.ts';
import { htmlToText } from '../lib/html-text.ts';

const STATUS_LABEL = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' } as const;

export default function RevisionsPanel({
  articleId,
  version,
  current,
  refreshKey,
  onRestored,
  onError,
}: {
  articleId: number;
  version: number | undefined;
  /** The title and content in the form now, to compare against. */
  current: { title: string; content: string };
  /** Changes after every save, so the list reloads. */
  refreshKey: number;
  onRestored: (message: string) => void;
  onError: (message: string) => void;
}) {
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);
  const [open, setOpen] = useState<Revision | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    void refreshKey;
    listRevisions(articleId, controller.signal).then(setRevisions, (e: unknown) => {
      if (!controller.signal.aborted) onError(portalErrorMessage(e) ?? 'Failed to fetch');
    });
    return () => controller.abort();
  }, [articleId, refreshKey, onError]);

  const compare = async (rev: number) => {
    try {
      setOpen(await getRevision(articleId, rev));
    } catch (e) {
      onError(portalErrorMessage(e) ?? 'Failed to fetch');
    }
  };

  const restore = async (rev: number) => {
    setBusy(true);
    try {
      const message = await restoreRevision(articleId, rev, version);
      setOpen(null);
      onRestored(message);
    } catch (e) {
      onError(portalErrorMessage(e) ?? 'Restore failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-labelledby="revisions-heading"
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="revisions-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <History aria-hidden="true" className="size-5 text-brand-700" />
        Revisions
      </h2>
      {revisions === null ? (
        <p className="text-sm text-slate-600">Loading…</p>
      ) : revisions.length === 0 ? (
        <p className="text-sm text-slate-600">No revisions yet.</p>
      ) : (
        <ol className="flex max-h-96 flex-col divide-y divide-slate-100 overflow-y-auto">
          {revisions.map((r, i) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <div className="min-w-0 text-sm">
                <p className="font-medium text-slate-900">
                  {formatPortalDateTime(r.created_at)}
                  {i === 0 ? <span className="ml-2 text-xs font-normal text-slate-600">(latest)</span> : null}
                </p>
                <p className="truncate text-slate-600">
                  {r.author} · {STATUS_LABEL[r.status]} · {r.title || 'Untitled'}
                </p>
                {r.note ? <p className="text-xs text-slate-600">{r.note}</p> : null}
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                onClick={() => void compare(r.id)}
                aria-label={`Compare the revision of ${formatPortalDateTime(r.created_at)}`}
              >
                Compare
              </button>
            </li>
          ))}
        </ol>
      )}
      {open ? (
        <div className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3" aria-live="polite">
          <h3 className="text-base font-semibold text-slate-900">
            Changes from the revision of {formatPortalDateTime(open.created_at)} to the text now in the form
          </h3>
          <p className="text-xs text-slate-600">
            <del className="bg-red-100 text-red-900">Struck-through red</del> is only in the revision;{' '}
            <ins className="bg-green-100 text-green-900 no-underline">green</ins> is only in the form.
          </p>
          <DiffView label="Title" before={open.title} after={current.title} />
          <DiffView label="Content" before={htmlToText(open.content)} after={htmlToText(current.content)} />
          {!open.images_available ? (
            <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              This revision's images were deleted; a restore keeps the current images.
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              disabled={busy}
              className={buttonClass('primary', 'sm')}
              onClick={() => void restore(open.id)}
            >
              Restore this revision
            </button>
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen(null)}>
              Close comparison
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function DiffView({ label, before, after }: { label: string; before: string; after: string }) {
  const parts = diffWords(before, after);
  const changed = parts.some((p) => p.added || p.removed);
  return (
    <div>
      <p className="text-sm font-medium text-slate-800">{label}</p>
      <p className="mt-1 max-h-64 overflow-y-auto rounded-md bg-slate-50 p-2 text-sm leading-relaxed whitespace-pre-wrap text-slate-800">
        {changed
          ? parts.map((p, i) =>
              p.added ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: the diff's parts have no identity but their place
                <ins key={i} className="bg-green-100 text-green-900 no-underline">
                  {p.value}
                </ins>
              ) : p.removed ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <del key={i} className="bg-red-100 text-red-900">
                  {p.value}
                </del>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <span key={i}>{p.value}</span>
              ),
            )
          : 'No changes.'}
      </p>
    </div>
  );
}
