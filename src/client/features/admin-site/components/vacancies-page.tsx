// /administrator/site/vacancies (superadmins): job vacancies listed on Careers until their closing date.
import { SITE_LIMITS, type Vacancy, vacancyInputSchema } from '../../../../shared/contract/site.ts';
import { campusToday } from '../../../../shared/dates.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { type FieldDef, RecordEditor } from './record-editor.tsx';

const FIELDS: readonly FieldDef[] = [
  { name: 'title', label: 'Position', kind: 'text', required: true, maxLength: SITE_LIMITS.vacancyTitle },
  { name: 'office', label: 'Office', kind: 'text', required: true, maxLength: SITE_LIMITS.vacancyOffice },
  {
    name: 'closing_date',
    label: 'Closing date',
    kind: 'date',
    required: true,
    hint: 'Applications are taken until the end of this day; the vacancy then leaves the Careers page.',
  },
  {
    name: 'description',
    label: 'Description',
    kind: 'textarea',
    required: true,
    maxLength: SITE_LIMITS.vacancyText,
  },
  {
    name: 'requirements',
    label: 'Requirements',
    kind: 'textarea',
    required: true,
    maxLength: SITE_LIMITS.vacancyText,
  },
  {
    name: 'how_to_apply',
    label: 'How to apply',
    kind: 'textarea',
    required: true,
    maxLength: SITE_LIMITS.vacancyText,
  },
];

export function Component() {
  return (
    <RecordEditor<Vacancy>
      kind="vacancies"
      title="Vacancies"
      noun="vacancy"
      intro="Open vacancies are listed on the Careers page, where Apply Now leads to them."
      fields={FIELDS}
      schema={vacancyInputSchema}
      emptyText="No vacancies yet."
      empty={() => ({
        title: '',
        office: '',
        closing_date: '',
        description: '',
        requirements: '',
        how_to_apply: '',
      })}
      toForm={(v) => ({ ...v, id: String(v.id) })}
      toInput={(v) => ({
        title: v.title,
        office: v.office,
        closing_date: v.closing_date,
        description: v.description,
        requirements: v.requirements,
        how_to_apply: v.how_to_apply,
      })}
      summarize={(v) => ({
        heading: v.title,
        badge: v.closing_date < campusToday() ? 'Closed' : 'Open',
        lines: [`${v.office} · closes ${formatLongDate(v.closing_date)}`],
      })}
    />
  );
}
