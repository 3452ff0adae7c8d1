// `node bench/document-extract.ts`: how long the document library takes to check, read and draw an uploaded
// PDF of BENCH_PDF_PAGES pages (default 100) on its worker thread (src/server/lib/pdf-pool.ts), how much memory
// the process reaches meanwhile, and how long the event loop was held up (other requests wait that long).
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { examinePdf } from '../src/server/lib/pdf-pool.ts';

const PAGES = Number(process.env.BENCH_PDF_PAGES ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

async function bigPdf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const line = 'The campus reports its approved budget, targets and accomplishments for the fiscal year. ';
  for (let n = 1; n <= pages; n++) {
    const page = doc.addPage([595, 842]);
    for (let y = 790, i = 0; y > 60; y -= 16, i++)
      page.drawText(`${n}.${i} ${line}`.slice(0, 95), { x: 40, y, size: 10, font });
  }
  return Buffer.from(await doc.save());
}

const pdf = await bigPdf(PAGES);
process.stdout.write(`PDF: ${PAGES} pages, ${(pdf.length / 1024 / 1024).toFixed(2)} MB\n`);
for (let round = 1; round <= ROUNDS; round++) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  delay.enable();
  const started = performance.now();
  const result = await examinePdf(pdf);
  const ms = performance.now() - started;
  delay.disable();
  clearInterval(sampler);
  if (!result.ok) throw new Error(`refused: ${result.refused}`);
  const chars = result.pages.reduce((n, p) => n + p.length, 0);
  process.stdout.write(
    `round ${round}: ${ms.toFixed(0)} ms for ${result.pages.length} pages (${chars} characters, preview ${result.preview?.length ?? 0} bytes); ` +
      `peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MB; event loop delay max ${(delay.max / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms\n`,
  );
}
