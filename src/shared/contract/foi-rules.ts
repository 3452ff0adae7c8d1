// FOI request rules and labels without zod, for public pages (ADR 0006): the clock's numbers, the statuses
// and decisions with their words, the messages. The schemas and endpoints are foi.ts.
import { FOI_EXCEPTIONS, FOI_FORMATS } from '../../../content/foi-manual.ts';

/** Working days to answer, the longest extension, the review window and the clarification limit. */
export const FOI_DEADLINE_WORKING_DAYS = 15;
export const FOI_EXTENSION_MAX_WORKING_DAYS = 20;
export const FOI_REVIEW_REQUEST_CALENDAR_DAYS = 15;
export const FOI_REVIEW_DECISION_WORKING_DAYS = 30;
export const FOI_CLARIFICATION_CLOSE_CALENDAR_DAYS = 60;

/** FOI-2026-7KQ4XM: year of receipt and six characters without look-alikes, like concern cases. */
export const FOI_REFERENCE_PATTERN = /^FOI-\d{4}-[2-9A-HJKMNP-Z]{6}$/;

export const FOI_STATUSES = [
  'new',
  'in_progress',
  'awaiting_clarification',
  'answered',
  'under_review',
  'closed',
] as const;
export type FoiStatus = (typeof FOI_STATUSES)[number];
export const FOI_STATUS_LABELS: Record<FoiStatus, string> = {
  new: 'Received',
  in_progress: 'Being processed',
  awaiting_clarification: 'Waiting for clarification',
  answered: 'Decided',
  under_review: 'Under internal review',
  closed: 'Closed',
};

export const FOI_DECISIONS = ['granted', 'partly_granted', 'denied', 'referred'] as const;
export type FoiDecision = (typeof FOI_DECISIONS)[number];
export const FOI_DECISION_LABELS: Record<FoiDecision, string> = {
  granted: 'Granted',
  partly_granted: 'Partly granted',
  denied: 'Denied',
  referred: 'Referred to another agency',
};
export const FOI_REVIEW_OUTCOMES = ['upheld', 'reversed'] as const;
export type FoiReviewOutcome = (typeof FOI_REVIEW_OUTCOMES)[number];
export const FOI_REVIEW_OUTCOME_LABELS: Record<FoiReviewOutcome, string> = {
  upheld: 'Decision upheld',
  reversed: 'Decision reversed: information released',
};

export const FOI_FORMAT_IDS = FOI_FORMATS.map((f) => f.id) as [string, ...string[]];
export const FOI_EXCEPTION_IDS = FOI_EXCEPTIONS.map((e) => e.id) as [string, ...string[]];
export const foiFormatLabel = (id: string) => FOI_FORMATS.find((f) => f.id === id)?.label ?? id;
export const foiExceptionLabel = (id: string) => FOI_EXCEPTIONS.find((e) => e.id === id)?.label ?? id;

export const FOI_NAME_MAX = 120;
export const FOI_SUBJECT_MAX = 150;
export const FOI_TEXT_MAX = 5000;

/** The requester's own link works while the request is open and this many days after it closes. */
export const FOI_REQUESTER_LINK_DAYS_AFTER_CLOSE = 30;

export const FOI_MESSAGES = {
  nameRequired: 'Please enter your name',
  emailRequired: 'Please enter your e-mail address',
  emailInvalid: 'Please enter a valid e-mail address',
  subjectRequired: 'Please give your request a short title',
  informationRequired: 'Please describe the information you are asking for',
  purposeRequired: 'Please say what the information is for',
  formatRequired: 'Please choose a format',
  tooLong: (max: number) => `At most ${new Intl.NumberFormat('en-US').format(max)} characters`,
  submitFailed: 'Your request could not be sent. Please check your connection and try again.',
  notFound: 'FOI request not found',
  onlyDecisionMaker: 'Only a decision maker (superadmin) can do this.',
  officeOnlySuperadmin: 'Only a superadmin can assign a request to an office.',
  notNow: (step: string) => `This request cannot be ${step} in its present state.`,
  alreadyExtended: 'The deadline has already been extended once.',
  reasonRequired: 'Please give the reason the requester will read',
  textRequired: 'Please write the text the requester will read',
  exceptionRequired: 'Please choose the exception that applies',
  reviewWindowClosed: `An internal review can be requested only within ${FOI_REVIEW_REQUEST_CALENDAR_DAYS} calendar days of the decision.`,
  reviewOnlyAfterDenial: 'An internal review is for a request that was denied or partly granted.',
  clarificationRequired: 'Please write your clarification',
  documentsOnlyPublished: 'Choose published documents of the library only',
  documentsOnlyWithGrant: 'Documents are released only with a grant or a partial grant',
  linkInvalid:
    'This link is not valid. Open the link in the latest message we sent you about your request, or write to us quoting its reference.',
  linkExpired: `This link has expired: it works until ${FOI_REQUESTER_LINK_DAYS_AFTER_CLOSE} days after the request is closed. Write to us quoting your reference if you need anything more.`,
  requesterStepClosed:
    'This step is no longer open for your request. The page below shows where it stands now.',
  clarificationSent:
    'Thank you. We have your clarification and are working on your request again; the new due date is below.',
  reviewSent:
    'Thank you. Your request for an internal review is recorded; the date it will be decided by is below.',
} as const;
