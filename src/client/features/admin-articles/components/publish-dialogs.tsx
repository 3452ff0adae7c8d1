// Dialogs of publishing: the checks of the body (problems listed, each with a way to fix it; warnings can
// be acknowledged and published anyway, errors cannot), and the staff-only preview that
// draws the article with the public page's own component.
import { CircleAlert, X } from 'lucide-react';
import { Heading } from 'react-aria-components';
import { type BodyIssue, blockingIssues } from '../../../../shared/article-checks.ts';
import type { Article } from '../../../../shared/contract/articles.ts';
import { AdminModal, ModalShell } from '../../../components/admin/admin-dialogs.tsx';
import { buttonClass } from '../../../components/admin/button-styles.ts';
import { useArticlePreview } from '../../../lib/article-preview.ts';

export function PublishCheckDialog({
  issues,
  onFix,
  onAcknowledge,
  onClose,
}: {
  issues: BodyIssue[] | null;
  onFix: () => void;
  onAcknowledge: () => void;
  onClose: () => void;
}) {
  const blocking = blockingIssues(issues ?? []).length > 0;
  return (
    <AdminModal
      isOpen={issues !== null}
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
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('primary', 'md')} onClick={onFix}>
          Fix in the editor
        </button>
        {blocking ? null : (
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onAcknowledge}>
            Publish anyway
          </button>
        )}
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
