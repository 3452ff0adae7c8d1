// The editor's Insert image dialog takes only this site's own pictures (ADR 0024): a path under /media/ or
// /images/site/, or a full address on this site (kept as its path); another site's address is refused there
// before the server would drop it at save.
import { describe, expect, it } from 'vitest';
import { normaliseImageUrl } from '../../src/client/features/admin-articles/components/editor-dialogs.tsx';

const origin = 'https://campus.example.edu';

describe('image addresses in the editor', () => {
  it('keeps the site’s own media as paths and refuses every other address', () => {
    expect(normaliseImageUrl(' /media/articles/a.jpg ', origin)).toBe('/media/articles/a.jpg');
    expect(normaliseImageUrl('/images/site/logo.png', origin)).toBe('/images/site/logo.png');
    expect(normaliseImageUrl('https://campus.example.edu/media/articles/a.jpg?w=800', origin)).toBe(
      '/media/articles/a.jpg?w=800',
    );
    for (const refused of [
      'https://tracker.example/pixel.gif',
      'http://campus.example.edu.evil.example/media/a.jpg',
      '//tracker.example/a.gif',
      '/favicon.svg',
      'data:image/png;base64,AAAA',
      'javascript:alert(1)',
      '',
    ])
      expect(normaliseImageUrl(refused, origin), refused).toBeNull();
  });
});
