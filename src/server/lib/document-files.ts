// Document uploads judged by their bytes (docs/decisions/0030-document-library.md): the format comes from the
// magic number and the structure, never from the name or the declared type. PDFs are then checked on a worker
// thread (lib/pdf-pool.ts); office files must be ZIP packages with the entries of their kind and no macros;
// CSV must be UTF-8 text without control characters.
import type { DocumentFormat } from '../../shared/contract/documents.ts';

export const DOCUMENT_CONTENT_TYPES: Record<DocumentFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv; charset=utf-8',
};

export type Sniffed = { format: DocumentFormat } | { refused: string };

const ACCEPTED = 'only PDF, Excel (XLSX), Word (DOCX) and CSV files are accepted.';

/** What the bytes are, or why they are refused. */
export function sniffDocument(bytes: Buffer): Sniffed {
  if (bytes.length === 0) return { refused: 'the file is empty.' };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return pdfShape(bytes);
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return officeShape(bytes);
  if (looksLikeCsv(bytes)) return { format: 'csv' };
  // A PDF header further in (HTML or an image in front of it) is a polyglot: a browser may read it as either.
  if (bytes.subarray(0, 1024).includes('%PDF-')) return { refused: 'the file is not a plain PDF.' };
  return { refused: ACCEPTED };
}

/**
 * A PDF must end with its end-of-file marker: a truncated upload lacks it, and data after it (a ZIP or an
 * HTML page appended to make a polyglot) is refused rather than served.
 */
function pdfShape(bytes: Buffer): Sniffed {
  const tail = bytes.subarray(Math.max(0, bytes.length - 1024)).toString('latin1');
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0) return { refused: 'the PDF is damaged or incomplete.' };
  if (tail.slice(eof + 5).trim() !== '')
    return { refused: 'the file has other data after the end of the PDF.' };
  return { format: 'pdf' };
}

/** The entry names of a ZIP file, read from its central directory; undefined when it is not a readable ZIP. */
export function zipEntryNames(bytes: Buffer): string[] | undefined {
  // End of central directory: signature 0x06054b50 within the last 64 KiB + 22 bytes.
  const from = Math.max(0, bytes.length - 65_557);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i--) {
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const count = bytes.readUInt16LE(eocd + 10);
  let at = bytes.readUInt32LE(eocd + 16);
  const names: string[] = [];
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    names.push(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function officeShape(bytes: Buffer): Sniffed {
  const names = zipEntryNames(bytes);
  if (!names) return { refused: 'the file is damaged or incomplete.' };
  if (!names.includes('[Content_Types].xml')) return { refused: ACCEPTED };
  if (names.some((n) => /vbaProject\.bin$/i.test(n) || /\.(exe|dll|js|vbs|bat|cmd|ps1)$/i.test(n)))
    return { refused: 'files with macros or programs inside are not accepted.' };
  if (names.includes('xl/workbook.xml')) return { format: 'xlsx' };
  if (names.includes('word/document.xml')) return { format: 'docx' };
  return { refused: ACCEPTED };
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CSV_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

function looksLikeCsv(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  if (CSV_CONTROL.test(text)) return false;
  // Markup is not CSV: a browser sniffing an old download could run it.
  if (/^\s*</.test(text)) return false;
  const first = text.split(/\r?\n/, 1)[0] ?? '';
  return first.includes(',') || first.includes(';') || first.includes('\t');
}
