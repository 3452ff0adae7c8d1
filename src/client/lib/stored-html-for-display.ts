// The server-rendered article body (docs/decisions/0008-server-rendered-public-pages.md). The stored HTML was
// sanitised when it was saved (docs/decisions/0012-sanitise-once-off-thread.md), and the sanitiser writes every
// attribute as name="value" with quotes escaped, so the browser pass's display changes can be made here on
// that normalised markup without a DOM: body images through the resizing endpoint, lazy and async, an empty
// alt where none was given, and rel="noopener noreferrer" on links that open a new tab.
import { IMAGE_PLACES, imageUrl } from './image-url.ts';

const ATTRIBUTE = /\s([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:="([^"]*)")?/g;

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of source.matchAll(ATTRIBUTE)) {
    if (name && !attributes.has(name.toLowerCase())) attributes.set(name.toLowerCase(), value ?? '');
  }
  return attributes;
}

const escapeAttribute = (value: string) =>
  value.replace(/&(?!(?:[a-zA-Z]+|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;').replace(/"/g, '&quot;');

function writeTag(name: string, attributes: Map<string, string>, selfClosing: boolean): string {
  let out = `<${name}`;
  for (const [key, value] of attributes) out += ` ${key}="${escapeAttribute(value)}"`;
  return `${out}${selfClosing ? ' /' : ''}>`;
}

const decode = (value: string) => value.replace(/&amp;/g, '&');

export function storedHtmlForDisplay(html: string): string {
  return html.replace(
    /<(img|a)(\s[^>]*?)?(\s*\/)?>/gi,
    (_tag, rawName: string, rawAttributes = '', slash) => {
      const name = rawName.toLowerCase();
      const attributes = parseAttributes(rawAttributes);
      if (name === 'img') {
        const src = decode(attributes.get('src') ?? '');
        const { w, q } = IMAGE_PLACES.articleBody;
        if (src.startsWith('/media/') || src.startsWith('/images/site/'))
          attributes.set('src', imageUrl(src, w, q));
        attributes.set('loading', 'lazy');
        attributes.set('decoding', 'async');
        if (!attributes.get('alt')) attributes.set('alt', '');
      } else if (attributes.get('target') === '_blank') {
        attributes.set('rel', 'noopener noreferrer');
      }
      return writeTag(name, attributes, Boolean(slash));
    },
  );
}
