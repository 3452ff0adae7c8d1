// How to reach an office or a faculty member, with phone and e-mail as tel: and mailto: links (44 px tall on
// phones). Drawn by the server on the directory pages and by the search island for its results.
import { Clock, Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DirectoryOffice, FacultyMember } from '../../../../shared/contract/directory.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { telHref } from '../../../../shared/directory-links.ts';

const linkClass =
  'inline-flex min-h-11 items-center break-all font-medium text-brand-800 underline underline-offset-2 hover:text-brand-900 sm:min-h-0';

function Row({ icon: Icon, label, children }: { icon: typeof Phone; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
        {label}
      </dt>
      <dd className="pl-6 text-slate-800">{children}</dd>
    </div>
  );
}

export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={telHref(phone)} className={linkClass}>
      {phone}
    </a>
  );
}

export function MailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkClass}>
      {email}
    </a>
  );
}

/** An office's phone, e-mail, room and building, hours and head; empty fields are left out. */
export function OfficeContacts({ office, withHead = true }: { office: DirectoryOffice; withHead?: boolean }) {
  const place = [office.room, office.building].filter(Boolean).join(', ');
  return (
    <>
      <dl className="grid gap-3 sm:grid-cols-2">
        {office.phone && (
          <Row icon={Phone} label="Phone">
            <PhoneLink phone={office.phone} />
          </Row>
        )}
        {office.email && (
          <Row icon={Mail} label="E-mail">
            <MailLink email={office.email} />
          </Row>
        )}
        {place && (
          <Row icon={MapPin} label="Where">
            {place}
          </Row>
        )}
        {office.hours && (
          <Row icon={Clock} label="Office hours">
            {office.hours}
          </Row>
        )}
        {withHead && office.head_name && (
          <Row icon={UserRound} label="Head of office">
            {office.head_name}
            {office.head_title && <span className="block text-sm text-slate-600">{office.head_title}</span>}
          </Row>
        )}
      </dl>
      <p className="mt-3 text-sm text-slate-600">Last reviewed {formatLongDate(office.last_reviewed_at)}</p>
    </>
  );
}

/** A faculty member's e-mail and consultation hours. */
export function FacultyContacts({ person }: { person: FacultyMember }) {
  return (
    <dl className="mt-2 grid gap-2">
      {person.email && (
        <Row icon={Mail} label="E-mail">
          <MailLink email={person.email} />
        </Row>
      )}
      {person.consultation_hours && (
        <Row icon={Clock} label="Consultation hours">
          {person.consultation_hours}
        </Row>
      )}
    </dl>
  );
}
