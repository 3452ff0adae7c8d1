// Documents for the library's tests, built in the test (no binaries committed): PDFs with pdf-lib, hostile
// ones (script, launch action, attached file, encryption, truncation, polyglots), a minimal XLSX/DOCX zip.
import { deflateRawSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';

/** A PDF whose page n carries the lines given for it. */
export async function textPdf(pages: readonly string[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = doc.addPage([595, 842]);
    page.drawText(text, { x: 50, y: 780, size: 12, font, maxWidth: 495, lineHeight: 16 });
  }
  return Buffer.from(await doc.save());
}

export async function scriptPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  doc.addJavaScript('hello', 'app.alert("hello")');
  return Buffer.from(await doc.save());
}

export async function launchPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const action = doc.context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('calc.exe') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
  return Buffer.from(await doc.save());
}

export async function attachmentPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  await doc.attach(Buffer.from('MZ not really a program'), 'tool.exe', {
    mimeType: 'application/octet-stream',
  });
  return Buffer.from(await doc.save());
}

/** A PDF whose trailer names an encryption dictionary (as a password-protected file's does). */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage();
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 2, R: 3, Length: 128, P: -44 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

/** One entry-only ZIP (stored entries) with the given names, as an office file's package. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = deflateRawSync(Buffer.from(text));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(text.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(text.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const xlsxFile = () =>
  zipOf({
    '[Content_Types].xml': '<Types/>',
    'xl/workbook.xml': '<workbook/>',
    'xl/worksheets/sheet1.xml': '<x/>',
  });
export const macroXlsx = () =>
  zipOf({
    '[Content_Types].xml': '<Types/>',
    'xl/workbook.xml': '<workbook/>',
    'xl/vbaProject.bin': 'macro',
  });
export const docxFile = () =>
  zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<document/>' });
