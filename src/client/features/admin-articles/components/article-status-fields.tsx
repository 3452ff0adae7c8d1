// The article form's "when is it public" part: the status (Draft, Published, Scheduled), the time a scheduled
// article goes out, and the publish date shown on the article, explained together so no one sets the wrong
// one (issue 38).
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ArticleStatus } from '../../../../shared/contract/articles.ts';
import { Field, inputClass } from '../../../components/admin/form-field.tsx';

const STATUS_OPTIONS: Array<{ value: ArticleStatus; label: string; hint: string }> = [
  { value: 'draft', label: 'Draft', hint: 'Only staff can see it.' },
  { value: 'published', label: 'Published', hint: 'Public as soon as it is saved.' },
  { value: 'scheduled', label: 'Scheduled', hint: 'Goes public by itself at the time you set below.' },
];

export function ArticleStatusFields({
  draftOnly = false,
  status,
  onStatus,
  publishAt,
  onPublishAt,
  publishAtNote,
  publishAtError,
  dateField,
}: {
  /** Only Draft is offered (a contributor's form). */
  draftOnly?: boolean;
  status: ArticleStatus;
  onStatus: (status: ArticleStatus) => void;
  publishAt: string;
  onPublishAt: (value: string) => void;
  /** Said under the time once a scheduled article is saved. */
  publishAtNote: string | null;
  publishAtError?: string;
  /** The publish date input's registration (react-hook-form). */
  dateField: UseFormRegisterReturn<'date'>;
}) {
  return (
    <>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-800">Status</legend>
        {(draftOnly ? STATUS_OPTIONS.filter((o) => o.value === 'draft') : STATUS_OPTIONS).map((o) => (
          <label key={o.value} className="flex min-h-11 items-start gap-2 text-sm">
            <input
              type="radio"
              name="status"
              value={o.value}
              checked={status === o.value}
              onChange={() => onStatus(o.value)}
              className="mt-0.5 size-4"
            />
            <span>
              <span className="font-medium text-slate-900">{o.label}</span>
              <span className="block text-xs text-slate-600">{o.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {status === 'scheduled' ? (
        <Field
          label="Publish at (Philippine time)"
          required
          hint={publishAtNote ?? 'When it goes public. A time already past publishes it at once.'}
          error={publishAtError}
        >
          <input
            type="datetime-local"
            className={inputClass}
            value={publishAt}
            onChange={(e) => onPublishAt(e.target.value)}
          />
        </Field>
      ) : null}
      <Field
        label="Publish date"
        optional
        hint={
          status === 'scheduled'
            ? 'Only the date printed on the article. When it goes public is the time above. Leave empty to print the creation date.'
            : 'The date printed on the article. It does not decide when the article goes public: the status does. Leave empty to use the creation date.'
        }
      >
        <input type="date" className={inputClass} {...dateField} />
      </Field>
    </>
  );
}
