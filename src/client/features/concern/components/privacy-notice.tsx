import { ShieldCheck } from 'lucide-react';

/** What the form records and why (shown beside the form, before anything is sent). */
export function PrivacyNotice() {
  return (
    <aside
      aria-labelledby="concern-privacy-title"
      className="rounded-2xl border border-brand-100 bg-brand-50/70 p-5 text-sm text-slate-700 sm:p-6"
    >
      <h2
        id="concern-privacy-title"
        className="flex items-center gap-2 text-base font-semibold text-brand-900"
      >
        <ShieldCheck aria-hidden="true" className="size-5 text-brand-700" />
        Your privacy
      </h2>
      <p className="mt-3">
        When you open this page and when you send a concern, we record your message, your e-mail address, your
        IP address, your browser, and your approximate location (from your IP address, or from your device if
        you have already allowed this site to use your location).
      </p>
      <p className="mt-3">
        We use this only to reply to you, to direct your concern to the right office, and to keep this form
        safe from abuse. It is seen only by authorised campus staff and is deleted automatically after a
        limited period.
      </p>
      <p className="mt-3">This page never asks for your location: the form works just the same without it.</p>
    </aside>
  );
}
