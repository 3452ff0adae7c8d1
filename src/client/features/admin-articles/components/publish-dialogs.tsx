// Dialogs of publishing: the checks of the body (problems listed, each with a way to fix it; warnings can
// be acknowledged and published anyway, errors only by a superadmin giving a reason), and the staff-only preview that
// draws the article with the public page's own component.
import { CircleAlert, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Heading } from 'react-aria-components';
import {
  type Article,
  overrideReasonSchema,
  PUBLISH_OVERRIDE,
} from '../../../../shared/contract/articles.ts';
import type { ContentIssue } from '../../../../shared/internal-links.ts';
import { AdminModal, ModalShell } from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';
import { useArticlePreview } from '../../../lib/article-preview.ts';

export function PublishCheckDialog({
  issues,
  canOverride,
  onFix,
  onAcknowledge,
  onClose,
}: {
  issues: ContentIssue[] | null;
  /** A superadmin may publish over errors with a reason (ADR 0050); everyone else sees only the problems. */
  canOverride: boolean;
  onFix: () => void;
  /** Publish anyway: with the superadmin's reason when errors remain. */
  onAcknowledge: (overrideReason?: string) => void;
  onClose: () => void;
}) {
  const blocking = (issues ?? []).some((i) => i.severity === 'error');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const open = issues !== null;
  // Each opening starts without the last reason: it is about the problems shown now.
  useEffect(() => {
    if (open) {
      setReason('');
      setReasonError(null);
    }
  }, [open]);
  const publishOver = () => {
    const parsed = overrideReasonSchema.safeParse(reason);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? PUBLISH_OVERRIDE.reasonRequired);
      return;
    }
    onAcknowledge(parsed.data);
  };
  return (
    <AdminModal
      isOpen={open}
      onClose={onClose}
      title="Check before publishing"
      role="alertdialog"
      wide
      icon={<CircleAlert aria-hidden="true" className="size-6 shrink-0 text-amber-600" />}
    >
      <p className="mt-2 text-sm text-slate-700">
        Some readers use screen readers or keyboards. These parts of the content may be hard for them:
      </p>
      <ul className="mt-3 flex max-h-72 flex-col gap-2 overflow-y-auto">
        {(issues ?? []).map((issue) => (
          <li
            key={`${issue.kind}-${issue.index}`}
            className={`rounded-lg px-3 py-2 text-sm ${issue.severity === 'error' ? 'bg-red-50 text-red-950' : 'bg-amber-50 text-amber-950'}`}
          >
            <p className="font-medium">
              {issue.severity === 'error' ? 'Must fix: ' : ''}
              {issue.message}
            </p>
            <p>{issue.fix}</p>
          </li>
        ))}
      </ul>
      {blocking && canOverride ? (
        <Field
          className="mt-4"
          label="Reason for publishing with these problems"
          hint="As a superadmin you may publish anyway. The reason is kept in the audit log with the problems."
          error={reasonError ?? undefined}
          required
        >
          <textarea
            value={reason}
            rows={3}
            maxLength={PUBLISH_OVERRIDE.reasonMax}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
            className={inputClass}
          />
        </Field>
      ) : null}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('primary', 'md')} onClick={onFix}>
          Fix in the editor
        </button>
        {!blocking ? (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={() => onAcknowledge()}>
            Publish anyway
          </button>
        ) : canOverride ? (
          <button type="button" className={buttonClass('danger', 'md')} onClick={publishOver}>
            Publish anyway
          </button>
        ) : null}
      </div>
    </AdminModal>
  );
}

export function PreviewDialog({ article, onClose }: { article: Article | null; onClose: () => void }) {
  const ArticleView = useArticlePreview();
  return (
    <ModalShell
      isOpen={article !== null}
      onClose={onClose}
      isDismissable
      overlayClassName="fixed inset-0 z-50 overflow-y-auto bg-slate-950/60"
      modalClassName="min-h-full bg-white outline-none"
      label="Preview"
    >
      <div className="sticky top-0 z-20 flex items-center justify-between gap-3 bg-gold-400 px-4 py-2">
        <Heading slot="title" className="text-sm font-semibold text-brand-900">
          Preview: only staff can see this. It is not saved or published.
        </Heading>
        <button type="button" onClick={onClose} className={buttonClass('secondary', 'sm')}>
          <X aria-hidden="true" className="size-4" />
          Close preview
        </button>
      </div>
      {article ? <ArticleView article={article} preview /> : null}
    </ModalShell>
  );
}
