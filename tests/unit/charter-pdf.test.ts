// The charter PDF comes from site configuration (config/site.ts): the university's external PDF when its
// address is set, the bundled sample only as the default; the page may then frame that PDF's origin.
import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../config/site.ts';
import { frameSourcesFor } from '../../src/server/plugins/security.ts';
import { charterPdfUrl } from '../../src/shared/charter.ts';

const external = 'https://www.smsu.edu.ph/files/citizens-charter-2026.pdf';

describe('charter PDF', () => {
  it('is the configured external PDF when one is set, the bundled sample otherwise', () => {
    expect(charterPdfUrl({ ...siteConfig, charterPdfExternalUrl: external })).toBe(external);
    expect(charterPdfUrl({ ...siteConfig, charterPdfExternalUrl: '' })).toBe(
      '/documents/citizens-charter.pdf',
    );
  });

  it('lets the charter page frame the external PDF’s origin, and only then', () => {
    expect(frameSourcesFor({ ...siteConfig, charterPdfExternalUrl: external })).toEqual([
      "'self'",
      'https://www.smsu.edu.ph',
    ]);
    expect(frameSourcesFor({ ...siteConfig, charterPdfExternalUrl: '' })).toEqual(["'self'"]);
    expect(() =>
      frameSourcesFor({ ...siteConfig, charterPdfExternalUrl: 'http://www.smsu.edu.ph/c.pdf' }),
    ).toThrow(/must be https/);
  });
});
