// Calendar files (src/server/seo/ics.ts, RFC 5545): control characters other than tab never reach a line (a
// bare CR, NUL, VT or FF broke the line or the file in calendar clients), and lines are folded at 75 octets with
// CRLF and a space, never inside a UTF-8 character. Read back with a calendar parser (ical.js).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { calendarFile, fold, icsText } from '../../src/server/seo/ics.ts';

const event = {
  id: 7,
  title: 'Pasko sa Kampus\r: parol-making\u0000 contest',
  date: '2026-12-15',
  start_time: '09:00',
  end_date: null,
  end_time: '11:30',
  place: 'Gymnasium\u000b, main campus\u000c',
  description: `Line one\r\nLine two\rstill two\nLine three\twith a tab. ${'Mabuhay! Ñino’s “parol” ☃ 🎄 '.repeat(12)}`,
};

describe('calendar files', () => {
  const file = calendarFile([event], 'https://campus.example.edu', new Date('2026-11-26T00:00:00Z'));
  const bytes = Buffer.from(file, 'utf8');

  it('carries no control character but the CRLF line ends (and tabs)', () => {
    expect(file.endsWith('\r\n')).toBe(true);
    // Every CR ends a line; no NUL, VT, FF or other control character anywhere.
    expect(file).not.toMatch(/\r(?!\n)/);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what it looks for
    expect(file).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    expect(icsText('a\u0000b\rc\u000bd\u000ce\r\nf')).toBe('abcde\\nf');
  });

  it('folds every line at 75 octets with CRLF and a space, never inside a UTF-8 character', () => {
    const lines = file.slice(0, -2).split('\r\n');
    expect(lines.some((l) => l.startsWith(' '))).toBe(true);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    let at = 0;
    for (const line of lines) {
      const size = Buffer.byteLength(line);
      expect(size, line).toBeLessThanOrEqual(75);
      // Each physical line is whole UTF-8 on its own: no character was cut.
      expect(() => decoder.decode(bytes.subarray(at, at + size))).not.toThrow();
      at += size + 2;
    }
    // Folding at exactly 75 octets: a 4-octet character that would cross the limit moves to the next line.
    const folded = fold(`DESCRIPTION:${'a'.repeat(61)}🎄🎄`).split('\r\n');
    expect(folded.map((l) => Buffer.byteLength(l))).toEqual([73, 9]);
    expect(fold('x'.repeat(75))).toBe('x'.repeat(75));
    expect(fold('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
  });

  it('reads back with the text less its control characters', () => {
    const vevent = new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Pasko sa Kampus: parol-making contest');
    expect(vevent?.getFirstPropertyValue('location')).toBe('Gymnasium, main campus');
    expect(vevent?.getFirstPropertyValue('description')).toBe(
      `Line one\nLine twostill two\nLine three\twith a tab. ${'Mabuhay! Ñino’s “parol” ☃ 🎄 '.repeat(12)}`,
    );
  });
});
