// The error summary over a public form's page drawn after a failed post without JavaScript (GOV.UK's pattern,
// docs/decisions/0053-charter-islands-and-the-first-round-trip.md): a "There is a problem" region at the top of
// the content, a link to each wrong field in the form's order. It is an island of its own, so the page pays its
// few lines of script only when it is drawn: awake, it takes the focus (a screen reader reads it first, a
// keyboard starts from it), and a link focuses its field with the field's label in view.
import { type MouseEvent, useEffect, useRef } from 'react';
import type { FieldErrors } from '../../shared/field-errors.ts';
import { island } from '../islands/island.tsx';

export interface ErrorSummaryItem {
  /** The wrong field's id (the link's target). */
  field: string;
  message: string;
}

export function ErrorSummary({ items }: { items: ErrorSummaryItem[] }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    box.current?.focus();
  }, []);

  const toField = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const field = document.getElementById(id);
    if (!field) return;
    event.preventDefault();
    // The label sits above the field: bring it into view too, then focus without scrolling again.
    (document.querySelector(`label[for="${id}"]`) ?? field).scrollIntoView({ block: 'start' });
    field.focus({ preventScroll: true });
  };

  return (
    <section
      ref={box}
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      className="rounded-2xl border-4 border-red-700 bg-white p-5 focus:outline-3 focus:outline-offset-2 focus:outline-amber-400 sm:p-6"
    >
      <div role="alert">
        <h2 id="error-summary-title" className="heading-3 text-slate-900">
          There is a problem
        </h2>
        <ul className="mt-2 space-y-1">
          {items.map((item) => (
            <li key={item.field}>
              <a
                href={`#${item.field}`}
                onClick={(e) => toField(e, item.field)}
                className="inline-flex min-h-11 items-center font-semibold text-red-800 underline underline-offset-2"
              >
                {item.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

const ErrorSummaryIsland = island('error-summary', ErrorSummary);

/**
 * The summary of a post's field messages, in the order of `fields` (field name → its input's id); nothing when
 * the post was right or failed as a whole (that message stands over the form).
 */
export function PostedErrorSummary({
  errors,
  fields,
}: {
  errors: FieldErrors | undefined;
  fields: Record<string, string>;
}) {
  const items = Object.entries(fields).flatMap(([name, id]) =>
    errors?.[name] ? [{ field: id, message: errors[name] }] : [],
  );
  return items.length > 0 ? <ErrorSummaryIsland items={items} /> : null;
}
