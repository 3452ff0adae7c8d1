// What the directories' pages and their search island share without the contract's schemas (an island must
// not carry zod): the longest search and the tel: address of a phone number.

/** The longest directory search a visitor may send; the rest is ignored. */
export const DIRECTORY_QUERY_MAX = 100;

/**
 * A phone number as a tel: address: "(042) 724-0158 local 101" → "tel:+63427240158;ext=101" (RFC 3966; a
 * leading 0 is the Philippine trunk prefix, replaced by the country code).
 */
export function telHref(phone: string): string {
  const [main = '', local] = phone.split(' local ');
  const digits = main.replace(/[^0-9+]/g, '');
  const global = digits.startsWith('+') ? digits : `+63${digits.replace(/^0/, '')}`;
  return `tel:${global}${local ? `;ext=${local.replace(/\D/g, '')}` : ''}`;
}
