// /administrator/site/alerts (superadmins): the campus alert shown above every public page while active.
import {
  ALERT_SEVERITIES,
  ALERT_SEVERITY_LABELS,
  alertInputSchema,
  SITE_LIMITS,
  type SiteAlert,
} from '../../../../shared/contract/site.ts';
import { formatPortalDateTime } from '../../../../shared/dates.ts';
import { manilaInputToUtc, utcToManilaInput } from '../../../lib/manila-time.ts';
import { type FieldDef, RecordEditor } from './record-editor.tsx';

const FIELDS: readonly FieldDef[] = [
  {
    name: 'severity',
    label: 'Severity',
    kind: 'select',
    required: true,
    options: ALERT_SEVERITIES.map((s) => ({ value: s, label: ALERT_SEVERITY_LABELS[s] })),
    hint: 'Urgent alerts cannot be closed by visitors and are read out at once by screen readers.',
  },
  { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: SITE_LIMITS.alertTitle },
  {
    name: 'message',
    label: 'Message',
    kind: 'textarea',
    required: true,
    maxLength: SITE_LIMITS.alertMessage,
    hint: `At most ${SITE_LIMITS.alertMessage} characters.`,
  },
  {
    name: 'link',
    label: 'Link for more information',
    kind: 'text',
    hint: 'Optional: https://…, mailto:…, tel:… or a page of this site such as /send-concern.',
    wide: true,
  },
  { name: 'starts_at', label: 'Starts', kind: 'datetime', required: true, hint: 'Philippine time.' },
  {
    name: 'ends_at',
    label: 'Ends',
    kind: 'datetime',
    hint: 'Optional, Philippine time. The alert disappears by itself then.',
  },
];

const nowInput = () => utcToManilaInput(new Date().toISOString());

export function Component() {
  return (
    <RecordEditor<SiteAlert>
      kind="alerts"
      title="Campus alerts"
      noun="alert"
      intro="An active alert shows at the top of every public page, in the news feeds and in what search engines read. When several are active, the most severe is shown."
      fields={FIELDS}
      schema={alertInputSchema}
      emptyText="No alerts yet."
      empty={() => ({ severity: '', title: '', message: '', link: '', starts_at: nowInput(), ends_at: '' })}
      toForm={(a) => ({
        severity: a.severity,
        title: a.title,
        message: a.message,
        link: a.link ?? '',
        starts_at: utcToManilaInput(a.starts_at),
        ends_at: utcToManilaInput(a.ends_at),
      })}
      toInput={(v) => ({
        severity: v.severity || undefined,
        title: v.title,
        message: v.message,
        link: v.link || null,
        starts_at: v.starts_at ? (manilaInputToUtc(v.starts_at) ?? v.starts_at) : undefined,
        ends_at: v.ends_at ? (manilaInputToUtc(v.ends_at) ?? v.ends_at) : null,
      })}
      summarize={(a) => {
        const now = Date.now();
        const state =
          Date.parse(a.starts_at) > now
            ? 'Scheduled'
            : a.ends_at && Date.parse(a.ends_at) <= now
              ? 'Ended'
              : 'Active';
        return {
          heading: a.title,
          badge: `${ALERT_SEVERITY_LABELS[a.severity]} · ${state}`,
          lines: [
            `From ${formatPortalDateTime(a.starts_at)}${a.ends_at ? ` to ${formatPortalDateTime(a.ends_at)}` : ', no end set'}`,
          ],
        };
      }}
    />
  );
}
