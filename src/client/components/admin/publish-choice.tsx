// "Show it on the site?": publish or keep as a draft, for the portal's forms of records that have only those two
// states (documents, charter services). Each choice is a 44 px target.
export type PublishState = 'published' | 'draft';

export function PublishChoice({
  value,
  onChange,
  publishLabel,
  className,
}: {
  value: PublishState;
  onChange: (next: PublishState) => void;
  /** The first choice's words, e.g. "Yes, publish now". */
  publishLabel: string;
  className?: string;
}) {
  const choices: [PublishState, string][] = [
    ['published', publishLabel],
    ['draft', 'No, keep it as a draft'],
  ];
  return (
    <fieldset className={`flex flex-wrap gap-4 ${className ?? ''}`}>
      <legend className="mb-1 text-sm font-medium text-slate-800">Show it on the site?</legend>
      {choices.map(([state, label]) => (
        <label key={state} className="flex min-h-11 items-center gap-2 text-sm">
          <input type="radio" name="status" checked={value === state} onChange={() => onChange(state)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
