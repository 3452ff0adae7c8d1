// The body checks next to the content while writing (src/shared/article-checks.ts, the server's own rules):
// each problem with its place in the text and a plain fix. Errors stop publishing; warnings are advice.
import { useDeferredValue, useMemo } from 'react';
import { checkArticleBody } from '../../../../shared/article-checks.ts';
import { routeLinkIssues } from '../../../../shared/internal-links.ts';

export function BodyChecks({ content }: { content: string }) {
  // Deferred: typing stays quick on long articles, the list follows a moment later.
  const deferred = useDeferredValue(content);
  // Links to pages of this site are checked against the route table here; whether the article or document
  // an address names exists is checked by the server on save (ADR 0050).
  const issues = useMemo(
    () => [...checkArticleBody(deferred), ...routeLinkIssues(deferred, window.location.origin)],
    [deferred],
  );
  if (issues.length === 0) return null;
  const errors = issues.filter((i) => i.severity === 'error').length;
  const summary = [
    errors > 0 ? `${errors} to fix before publishing` : '',
    issues.length - errors > 0 ? `${issues.length - errors} to consider` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section aria-label="Checks of the content" className="rounded-lg border border-slate-200 p-3 text-sm">
      <h3 className="font-semibold text-slate-900">Checks: {summary}</h3>
      <ul className="mt-2 flex flex-col gap-2">
        {issues.map((i) => (
          <li
            key={`${i.kind}-${i.index}`}
            className={i.severity === 'error' ? 'text-red-800' : 'text-slate-800'}
            data-check={i.kind}
          >
            <p className="font-medium">
              {i.severity === 'error' ? 'Must fix: ' : 'Consider: '}
              {i.message}
            </p>
            <p className="text-slate-700">{i.fix}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
