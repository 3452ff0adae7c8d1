// The campus's People's FOI Manual (Executive Order No. 2, s. 2016), as far as the website uses it: the
// request page's texts, the privacy notice, the preferred formats and the list of exceptions a denial
// invokes (the Inventory of Exceptions issued under the order). Edited here, not in the pages.

export const foiPage = {
  eyebrow: 'Freedom of Information',
  title: 'Request Information (FOI)',
  lead: 'Ask for any record the campus holds. Under Executive Order No. 2, s. 2016, we answer within 15 working days.',
  howItWorks: [
    'Your request is recorded under a reference number, which we send to your e-mail address with the date you can expect an answer.',
    'We answer within 15 working days, counted from the working day after we receive your request. If the records are many or hard to find, we may extend this once, by up to 20 working days, and we tell you why.',
    'If we need you to make your request clearer, we write to you and the clock stops until you answer. A request left unanswered for 60 days is closed.',
    'If we deny your request in whole or in part, you may ask for an internal review within 15 calendar days of our decision. The review is decided within 30 working days.',
    'Every request is listed in the public disclosure log with its subject, status and decision, never with your name or e-mail address.',
  ],
  privacyTitle: 'Your privacy',
  privacy: [
    'We record your name, your e-mail address, the information you ask for, its purpose and the format you prefer. We use them only to handle your request and to tell you about it, as the FOI Manual requires.',
    'The title of your request, its status and our decision are published in the disclosure log without your name or e-mail address. Your personal details are deleted automatically a set period after your request is closed.',
    'You do not need to send a copy of an ID: we reply only to the e-mail address you give.',
  ],
  registerLink: 'See the disclosure log',
} as const;

export const FOI_FORMATS = [
  { id: 'pdf', label: 'PDF or other electronic copy by e-mail' },
  { id: 'paper', label: 'Paper copy to pick up at the campus' },
  { id: 'inspection', label: 'Inspection of the records at the campus' },
] as const;

/** The exceptions a denial may invoke (Inventory of Exceptions to EO 2, s. 2016). */
export const FOI_EXCEPTIONS = [
  {
    id: 'national-security',
    label: 'National security, defence or international relations',
  },
  { id: 'privileged', label: 'Privileged communication in executive, legislative or judicial proceedings' },
  { id: 'deliberative', label: 'Drafts, minutes and records of deliberations before a decision is made' },
  { id: 'personal', label: 'Personal information protected by the Data Privacy Act of 2012' },
  { id: 'students', label: 'Student records and grades protected by law' },
  { id: 'law-enforcement', label: 'Records that would hinder law enforcement or an ongoing investigation' },
  {
    id: 'trade-secrets',
    label: 'Trade secrets, intellectual property and confidential commercial information',
  },
  { id: 'premature', label: 'Information whose premature disclosure would frustrate an agency action' },
  { id: 'confidential-by-law', label: 'Information kept confidential by another law or rule' },
] as const;
