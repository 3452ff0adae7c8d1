// The words of the bids and awards pages (/procurement) and the portal's Bids and awards screen: modes of
// procurement (RA 9184 and RA 12009), status and document names as visitors read them.

export const PROCUREMENT_TITLE = 'Bids and Awards';

export const PROCUREMENT_INTRO =
  'Procurement opportunities of the campus and their results, posted by the Bids and Awards Committee as the Government Procurement Reform Act requires. Each notice is also posted on PhilGEPS under the reference shown.';

export const PROCUREMENT_MODES = {
  'competitive-bidding': 'Competitive bidding',
  'limited-source-bidding': 'Limited source bidding',
  'direct-contracting': 'Direct contracting',
  'repeat-order': 'Repeat order',
  'small-value': 'Negotiated procurement (small value)',
  'emergency-cases': 'Negotiated procurement (emergency cases)',
  'two-failed-biddings': 'Negotiated procurement (two failed biddings)',
  'agency-to-agency': 'Negotiated procurement (agency-to-agency)',
  shopping: 'Shopping',
} as const;

export const PROCUREMENT_STATUS_LABELS = {
  open: 'Open',
  closed: 'Closed',
  awarded: 'Awarded',
  failed: 'Failed',
  cancelled: 'Cancelled',
} as const;

export const PROCUREMENT_DOCUMENT_LABELS = {
  invitation: 'Invitation to bid',
  'bid-bulletin': 'Bid bulletin',
  'notice-of-award': 'Notice of award',
  'notice-to-proceed': 'Notice to proceed',
  contract: 'Contract',
} as const;

export const PROCUREMENT_NO_OPEN = 'No opportunity is open for bids right now.';
export const PROCUREMENT_NO_PAST = 'No past opportunity matches.';
