// /administrator/site/events: campus events; office admins manage their own office's, superadmins every office's.
import { OFFICES } from '../../../../shared/contract/offices.ts';
import { eventInputSchema, SITE_LIMITS, type SiteEvent } from '../../../../shared/contract/site.ts';
import { formatClockTime } from '../../../../shared/dates.ts';
import { isSuperadmin, useAdminUser } from '../../../lib/admin-session.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { uploadEventImage } from '../api/site-admin.ts';
import { type FieldDef, RecordEditor } from './record-editor.tsx';

export function Component() {
  const user = useAdminUser();
  const offices = isSuperadmin(user) ? OFFICES : OFFICES.filter((o) => o.slug === user.homeOffice?.slug);
  const fields: FieldDef[] = [
    { name: 'title', label: 'Title', kind: 'text', required: true, maxLength: SITE_LIMITS.eventTitle },
    {
      name: 'office',
      label: 'Office',
      kind: 'select',
      required: true,
      options: offices.map((o) => ({ value: o.slug, label: o.name })),
    },
    { name: 'date', label: 'Date', kind: 'date', required: true },
    { name: 'start_time', label: 'Start time', kind: 'time', hint: 'Optional, Philippine time.' },
    { name: 'end_date', label: 'End date', kind: 'date', hint: 'Optional, for events over several days.' },
    { name: 'end_time', label: 'End time', kind: 'time', hint: 'Optional.' },
    {
      name: 'place',
      label: 'Place',
      kind: 'text',
      required: true,
      maxLength: SITE_LIMITS.eventPlace,
      wide: true,
    },
    {
      name: 'description',
      label: 'Description',
      kind: 'textarea',
      required: true,
      maxLength: SITE_LIMITS.eventDescription,
    },
    {
      name: 'image',
      label: 'Picture',
      kind: 'image',
      hint: 'Optional. A photo or poster shown on the events page and the event’s page (JPEG, PNG, WebP, GIF or AVIF).',
      upload: uploadEventImage,
    },
    {
      name: 'image_alt',
      label: 'Describe the picture',
      kind: 'text',
      hint: 'What the picture shows, for people who cannot see it. Needed with a picture.',
      maxLength: SITE_LIMITS.slideAlt,
      wide: true,
    },
  ];
  return (
    <RecordEditor<SiteEvent>
      kind="events"
      title="Events"
      noun="event"
      intro="Each event gets its own page and calendar file. The home page shows the three nearest upcoming events."
      fields={fields}
      schema={eventInputSchema}
      emptyText="No events yet."
      empty={() => ({
        title: '',
        office: offices.length === 1 ? (offices[0]?.slug ?? '') : '',
        date: '',
        start_time: '',
        end_date: '',
        end_time: '',
        place: '',
        description: '',
        image: '',
        image_alt: '',
      })}
      toForm={(e) => ({
        title: e.title,
        office: e.office,
        date: e.date,
        start_time: e.start_time ?? '',
        end_date: e.end_date ?? '',
        end_time: e.end_time ?? '',
        place: e.place,
        description: e.description,
        image: e.image ?? '',
        image_alt: e.image_alt ?? '',
      })}
      toInput={(v) => ({
        title: v.title,
        office: v.office || undefined,
        date: v.date,
        start_time: v.start_time || null,
        end_date: v.end_date || null,
        end_time: v.end_time || null,
        place: v.place,
        description: v.description,
        image: v.image || null,
        image_alt: v.image ? v.image_alt || null : null,
      })}
      summarize={(e) => ({
        heading: e.title,
        badge: e.office_name,
        lines: [
          `${formatLongDate(e.date)}${e.end_date && e.end_date !== e.date ? ` – ${formatLongDate(e.end_date)}` : ''}${e.start_time ? `, ${formatClockTime(e.start_time)}${e.end_time ? ` – ${formatClockTime(e.end_time)}` : ''}` : ''} · ${e.place}`,
        ],
      })}
    />
  );
}
