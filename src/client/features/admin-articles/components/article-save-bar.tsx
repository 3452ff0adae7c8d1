// The article form's save bar, stuck to the bottom of the screen on every width (issue 38): what the last
// save did in words with links to view it and keep editing, the unsaved marker, Preview, any extra actions
// (`actions`, e.g. a review step) and Save.
import { Eye, Save } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { articleStateOf, savedStateSentence } from '../../../../shared/article-state.ts';
import type { Article } from '../../../../shared/contract/articles.ts';
import { buttonClass } from '../../../components/admin/button-styles.ts';

export interface SavedNotice {
  article: Article;
  /** The edit screen of the saved article. */
  editPath: string;
  /** True after a create: the form was reset, so "Keep editing" opens the saved article. */
  created: boolean;
}

export function ArticleSaveBar({
  saveLabel,
  busy,
  dirty,
  untitled,
  saved,
  onPreview,
  onKeepEditing,
  actions,
}: {
  saveLabel: string;
  busy: boolean;
  dirty: boolean;
  untitled: boolean;
  saved: SavedNotice | null;
  onPreview: () => void;
  onKeepEditing: () => void;
  actions?: ReactNode;
}) {
  const visible = saved ? articleStateOf(saved.article) === 'published' : false;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 p-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] backdrop-blur sm:mx-0 sm:rounded-t-2xl lg:col-span-2">
      {saved && !dirty ? (
        <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
          <p className="font-medium">
            “{saved.article.title || 'Untitled'}”: {savedStateSentence(saved.article)}
          </p>
          {visible ? (
            <a
              href={`/news/${saved.article.article_id}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              View it on the site
            </a>
          ) : null}
          {saved.created ? (
            <Link
              to={saved.editPath}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              Keep editing it
            </Link>
          ) : (
            <button
              type="button"
              onClick={onKeepEditing}
              className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
            >
              Keep editing
            </button>
          )}
        </div>
      ) : dirty ? (
        <p className="text-xs text-slate-600" role="status">
          Unsaved changes{untitled ? ' (untitled)' : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:justify-end">
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'flex-1 sm:flex-none')}
          onClick={onPreview}
          disabled={busy}
        >
          <Eye aria-hidden="true" className="size-4" />
          Preview
        </button>
        {actions}
        <button type="submit" className={buttonClass('primary', 'md', 'flex-1 sm:flex-none')} disabled={busy}>
          <Save aria-hidden="true" className="size-4" />
          {saveLabel}
        </button>
      </div>
    </div>
  );
}
