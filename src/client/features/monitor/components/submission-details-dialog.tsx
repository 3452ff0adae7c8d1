import { ExternalLink, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Heading } from 'react-aria-components';
import type { Submission } from '../../../../shared/contract/concern.ts';
import { ModalShell } from '../../../components/admin/admin-dialogs.tsx';
import {
  formatDateTime,
  hasNoMessage,
  isInitialAccess,
  REPORTED_BY_VISITOR,
  safeMapLink,
  sourceLabel,
} from '../lib/submission-display.ts';

function Field({
  label,
  children,
  wide,
  reported,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  /** The value comes from the visitor and cannot be checked (lib/submission-display.ts). */
  reported?: boolean;
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900">
        {children}
        {reported ? <span className="mt-0.5 block text-xs text-slate-600">{REPORTED_BY_VISITOR}</span> : null}
      </dd>
    </div>
  );
}

const orNone = (v: string | null | undefined) =>
  v ? v : <span className="text-slate-500 italic">Not recorded</span>;

/** Every field of one submission. Everything the visitor sent is rendered as text, never as HTML. */
export function SubmissionDetailsDialog({
  submission,
  onClose,
}: {
  submission: Submission | null;
  onClose: () => void;
}) {
  const s = submission;
  const map = s ? safeMapLink(s) : null;
  return (
    <ModalShell
      isOpen={s !== null}
      onClose={onClose}
      isDismissable
      overlayClassName="fixed inset-0 z-50 flex items-end justify-center bg-slate-950/60 p-0 sm:items-center sm:p-6"
      modalClassName="max-h-[92dvh] w-full max-w-2xl overflow-y-auto rounded-t-2xl bg-white shadow-xl outline-none sm:rounded-2xl"
    >
      {({ close }) =>
        s ? (
          <>
            <div className="sticky top-0 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 sm:px-6">
              <Heading slot="title" className="text-lg font-semibold text-slate-900">
                Submission #{s.id}
              </Heading>
              <Button
                onPress={close}
                aria-label="Close"
                className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-3 focus-visible:outline-gold-400"
              >
                <X aria-hidden="true" className="size-5" />
              </Button>
            </div>
            <dl className="grid gap-x-6 gap-y-4 px-5 py-5 sm:grid-cols-2 sm:px-6">
              <Field label="Email">{isInitialAccess(s) ? 'Initial access' : orNone(s.reply_email)}</Field>
              <Field label="Time">{formatDateTime(s.created_at, true)}</Field>
              <Field label="Message" wide>
                {hasNoMessage(s) ? (
                  <span className="text-slate-500 italic">No message yet</span>
                ) : (
                  <span className="block rounded-lg bg-slate-50 p-3 leading-relaxed whitespace-pre-wrap">
                    {s.message}
                  </span>
                )}
              </Field>
              <Field label="IP address" reported={Boolean(s.ip_address)}>
                {orNone(s.ip_address)}
              </Field>
              <Field label="Browser type">{orNone(s.browser_type)}</Field>
              <Field label="In-app browser" reported={Boolean(s.in_app_browser)}>
                {s.in_app_browser || 'None'}
              </Field>
              <Field label="City">{orNone(s.city)}</Field>
              <Field label="Region">{orNone(s.region)}</Field>
              <Field label="Country">{orNone(s.country)}</Field>
              <Field label="Location source" reported={s.location_source === 'gps'}>
                {s.location_source === 'gps'
                  ? 'GPS (device location)'
                  : s.location_source === 'ip'
                    ? 'IP address lookup'
                    : sourceLabel(s)}
              </Field>
              {s.latitude != null && s.longitude != null ? (
                <Field label="Coordinates" reported>
                  {s.latitude.toFixed(6)}, {s.longitude.toFixed(6)}
                </Field>
              ) : null}
              {map ? (
                <Field label="Map" wide>
                  <a
                    href={map}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
                  >
                    View on map
                    <ExternalLink aria-hidden="true" className="size-4" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </Field>
              ) : null}
              <Field label="User agent" wide>
                <span className="font-mono text-xs">{orNone(s.user_agent)}</span>
              </Field>
              <Field label="Full URL" wide>
                {orNone(s.full_url)}
              </Field>
              <Field label="Referrer" wide>
                {orNone(s.referrer)}
              </Field>
            </dl>
            <div className="flex justify-end border-t border-slate-200 px-5 py-4 sm:px-6">
              <Button
                onPress={close}
                className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-3 focus-visible:outline-gold-400"
              >
                Close
              </Button>
            </div>
          </>
        ) : null
      }
    </ModalShell>
  );
}
