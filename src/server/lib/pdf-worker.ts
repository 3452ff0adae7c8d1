// Worker-thread side of lib/pdf-pool.ts: checks a PDF's structure (pdf-lib), extracts its text page by page
// and draws its first page (pdfjs-dist with @napi-rs/canvas). Runs one file per worker, so a hostile file
// that exhausts memory or hangs takes only its own thread down.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRawStream, PDFRef } from 'pdf-lib';

export interface PdfTask {
  bytes: Uint8Array;
  previewWidth: number;
}
export type PdfResult =
  | { ok: true; pages: string[]; preview: Uint8Array | null }
  | { ok: false; refused: string };

/** Names whose presence means a script, a launch, an embedded file or other active content. */
const ACTIVE: Record<string, string> = {
  JavaScript: 'PDFs that run scripts are not accepted.',
  JS: 'PDFs that run scripts are not accepted.',
  Launch: 'PDFs that open other programs are not accepted.',
  EmbeddedFiles: 'PDFs with attached files are not accepted.',
  EmbeddedFile: 'PDFs with attached files are not accepted.',
  EF: 'PDFs with attached files are not accepted.',
  RichMedia: 'PDFs with embedded media are not accepted.',
  XFA: 'PDFs with interactive XML forms are not accepted.',
};

/** The first active part found anywhere in the document's objects, as the refusal to give. */
function activeContent(doc: PDFDocument): string | undefined {
  const seen = new Set<PDFObject>();
  const visit = (obj: PDFObject | undefined): string | undefined => {
    if (!obj || seen.has(obj)) return undefined;
    seen.add(obj);
    if (obj instanceof PDFName) return ACTIVE[obj.decodeText()];
    const dict = obj instanceof PDFRawStream ? obj.dict : obj instanceof PDFDict ? obj : undefined;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const byKey = ACTIVE[key.decodeText()];
        if (byKey) return byKey;
        const found = visit(value);
        if (found) return found;
      }
      return undefined;
    }
    if (obj instanceof PDFArray) {
      for (const item of obj.asArray()) {
        const found = visit(item);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const found = visit(obj);
    if (found) return found;
  }
  return visit(
    doc.context.trailerInfo.Root instanceof PDFRef
      ? doc.context.lookup(doc.context.trailerInfo.Root)
      : undefined,
  );
}

async function check(task: PdfTask): Promise<PdfResult> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(task.bytes, { updateMetadata: false, throwOnInvalidObject: true });
  } catch (err) {
    if ((err as Error).name === 'EncryptedPDFError' || /encrypt/i.test(String(err)))
      return {
        ok: false,
        refused: 'the PDF is encrypted or password-protected; upload it without a password.',
      };
    return { ok: false, refused: 'the PDF is damaged or incomplete.' };
  }
  if (doc.isEncrypted)
    return {
      ok: false,
      refused: 'the PDF is encrypted or password-protected; upload it without a password.',
    };
  const active = activeContent(doc);
  if (active) return { ok: false, refused: active };

  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = pdfjs.getDocument({
    data: new Uint8Array(task.bytes),
    disableFontFace: true,
    stopAtErrors: true,
    verbosity: 0,
  });
  let pdf: Awaited<typeof loading.promise>;
  try {
    pdf = await loading.promise;
  } catch (err) {
    if ((err as Error).name === 'PasswordException')
      return {
        ok: false,
        refused: 'the PDF is encrypted or password-protected; upload it without a password.',
      };
    return { ok: false, refused: 'the PDF is damaged or incomplete.' };
  }
  const pages: string[] = [];
  let preview: Uint8Array | null = null;
  try {
    for (let n = 1; n <= pdf.numPages; n++) {
      const page = await pdf.getPage(n);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
          .join('')
          .replace(/[ \t]+/g, ' ')
          .trim(),
      );
      if (n === 1) preview = await drawPage(page, task.previewWidth);
      page.cleanup();
    }
  } catch {
    return { ok: false, refused: 'the PDF is damaged or incomplete.' };
  } finally {
    await loading.destroy();
  }
  return { ok: true, pages, preview };
}

type PdfPage = Awaited<
  ReturnType<Awaited<ReturnType<typeof import('pdfjs-dist')['getDocument']>['promise']>['getPage']>
>;

/** The page as a PNG `width` pixels wide; null when it cannot be drawn (the text is still kept). */
async function drawPage(page: PdfPage, width: number): Promise<Uint8Array | null> {
  try {
    const { createCanvas } = await import('@napi-rs/canvas');
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: width / base.width });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // biome-ignore lint/suspicious/noExplicitAny: pdfjs types its canvas as the DOM's
    await page.render({ canvas: canvas as any, canvasContext: context as any, viewport }).promise;
    return new Uint8Array(canvas.toBuffer('image/png'));
  } catch {
    return null;
  }
}

const task = workerData as PdfTask;
check(task)
  .then((result) =>
    parentPort?.postMessage(
      result,
      result.ok && result.preview ? [result.preview.buffer as ArrayBuffer] : [],
    ),
  )
  .catch(() =>
    parentPort?.postMessage({ ok: false, refused: 'the PDF is damaged or incomplete.' } satisfies PdfResult),
  );
