// /administrator/site/alerts (superadmins): the campus alert shown above every public page while active.

import { useSearchParams } from 'react-router';
import { OFFICES } from '../../../../shared/contract/offices.ts';
import {
  ALERT_SEVERITIES,
  ALERT_SEVERITY_LABELS,
  alertInputSchema,
  SITE_LIMITS,
  type SiteAlert,
} from '../../../../shared/contract/site.ts';
import { formatPortalDateTime, formatPostedTime } from '../../../../shared/dates.ts';
import { alertPath } from '../../../../shared/routes.ts';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';
import { manilaInputToUtc, utcToManilaInput } from '../../../lib/manila-time.ts';
import { AlertPublishersPanel } from './alert-publishers-panel.tsx';
import { AlertUpdateForm } from './alert-update-form.tsx';
import {
  ClassSuspensionTemplate,
  classSuspensionValues,
  isSuspensionLevel,
} from './class-suspension-template.tsx';
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
  {
    name: 'office',
    label: 'Posted by',
    kind: 'select',
    required: true,
    options: OFFICES.map((o) => ({ value: o.slug, label: o.name })),
    hint: "Named on the alert's page.",
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
  // The dashboard's "Class suspension" opens this form already filled (?template=classes).
  const [params] = useSearchParams();
  const template = params.get('template');
  const superadmin = isSuperadmin(useAdminUser());
  return (
    <div className="flex flex-col gap-6">
      <RecordEditor<SiteAlert>
        kind="alerts"
        title="Campus alerts"
        noun="alert"
        intro="An active alert shows at the top of every public page, in the news feeds and in what search engines read. When several are active, the most severe is shown."
        fields={FIELDS}
        schema={alertInputSchema}
        emptyText="No alerts yet."
        empty={() => ({
          severity: '',
          office: 'administration',
          title: '',
          message: '',
          link: '',
          starts_at: nowInput(),
          ends_at: '',
        })}
        toForm={(a) => ({
          severity: a.severity,
          office: a.office,
          title: a.title,
          message: a.message,
          link: a.link ?? '',
          starts_at: utcToManilaInput(a.starts_at),
          ends_at: utcToManilaInput(a.ends_at),
        })}
        toInput={(v) => ({
          severity: v.severity || undefined,
          office: v.office || undefined,
          title: v.title,
          message: v.message,
          link: v.link || null,
          starts_at: v.starts_at ? (manilaInputToUtc(v.starts_at) ?? v.starts_at) : undefined,
          ends_at: v.ends_at ? (manilaInputToUtc(v.ends_at) ?? v.ends_at) : null,
        })}
        summarize={(a) => {
          const now = Date.now();
          const state = a.lifted_at
            ? 'Lifted'
            : Date.parse(a.starts_at) > now
              ? 'Scheduled'
              : a.ends_at && Date.parse(a.ends_at) <= now
                ? 'Ended'
                : 'Active';
          return {
            heading: a.title,
            badge: `${ALERT_SEVERITY_LABELS[a.severity]} · ${state}`,
            lines: [
              `Posted ${formatPostedTime(a.posted_at)} by ${a.office_name}`,
              `From ${formatPortalDateTime(a.starts_at)}${a.ends_at ? ` to ${formatPortalDateTime(a.ends_at)}` : ', no end set'}`,
              ...a.updates.map(
                (u) => `${u.lifts ? 'Lifted' : 'Update'} ${formatPostedTime(u.posted_at)}: ${u.message}`,
              ),
            ],
          };
        }}
        initial={isSuspensionLevel(template) ? classSuspensionValues(template) : undefined}
        templates={(fill) => <ClassSuspensionTemplate fill={fill} />}
        more={(a, saved) => (
          <>
            <a href={alertPath(a.id)} className="text-sm font-semibold text-brand-700 underline">
              Open the alert's page
            </a>
            <AlertUpdateForm alert={a} saved={saved} />
          </>
        )}
        // Alert publishers post, update and lift; deleting an alert's record stays with superadmins.
        canDelete={() => superadmin}
      />
      {superadmin ? <AlertPublishersPanel /> : null}
    </div>
  );
}
