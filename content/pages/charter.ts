// Texts of the Citizens' Charter page. The PDF itself is config/site.ts `charterPdfExternalUrl` (or, unset,
// `charterPdfSampleUrl`, which the server draws from the services staff keep in the portal:
// src/server/seo/charter-pdf.ts).

export const charterPage = {
  title: "Citizens' Charter",
  tagline:
    'Our frontline services, their requirements, steps, fees and processing times, and how to give feedback, as required by the Ease of Doing Business and Efficient Government Service Delivery Act.',
  frameTitle: "Citizens' Charter document",
  loading: "Loading the Citizens' Charter…",
  redirecting: 'Redirecting to PDF...',
  redirectingHint: 'Your device shows PDF files best in its own viewer. The charter will open in a moment.',
  stayLabel: 'Stay on this page',
  fallbackTitle: "View the Citizens' Charter",
  fallbackMessage:
    "The PDF couldn't be displayed inline. Please use one of the options below to view or download the Citizens' Charter document.",
  openInNewTab: 'Open in new tab',
  download: 'Download',
  downloadCharter: 'Download Charter',
  fileName: 'citizens-charter.pdf',
  options: {
    view: 'View PDF',
    embedded: 'Try Embedded Viewer',
    download: 'Download PDF',
    retry: 'Try PDF viewer again',
    advanced: 'Try Advanced Mobile Viewer',
  },
  /** Online viewer used by "Try Advanced Mobile Viewer"; it needs the PDF at a public address. */
  advancedViewerUrl: 'https://docs.google.com/viewer?url=',
};
