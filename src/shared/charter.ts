// Which Citizens' Charter PDF the site shows (config/site.ts): the university's own PDF when its address is
// set, the bundled sample only as the default; and the origin the Content Security Policy must let the
// charter page frame for it.

export interface CharterSettings {
  charterPdfExternalUrl: string;
  charterPdfSampleUrl: string;
}

/** The charter PDF's address: the configured external one when set, else the bundled sample. */
export function charterPdfUrl(site: CharterSettings): string {
  return site.charterPdfExternalUrl.trim() || site.charterPdfSampleUrl;
}

/** Origins the charter page frames besides its own: the external PDF's, when there is one. */
export function charterFrameOrigins(site: CharterSettings): string[] {
  const url = site.charterPdfExternalUrl.trim();
  if (!url) return [];
  const u = new URL(url);
  if (u.protocol !== 'https:') throw new Error(`config/site.ts charterPdfExternalUrl must be https: ${url}`);
  return [u.origin];
}
