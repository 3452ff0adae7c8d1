// The Citizen's Charter as a PDF (docs/decisions/0038-charter-services.md), drawn with pdf-lib from the same
// rows as the pages (seo/service-pages.ts), so the charter page's PDF viewer shows what staff keep in the
// portal. Standard fonts only (nothing to ship or embed); text they cannot draw is spelt out (₱ as PHP).
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { siteConfig } from '../../../config/site.ts';
import { charterFeedback, charterFront, charterOffices } from '../../../content/citizens-charter.ts';
import {
  byUnit,
  type CitizenService,
  CLASSIFICATION_LABELS,
} from '../../shared/contract/citizen-services.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const GREEN = rgb(0, 0.4, 0.2);
const GREY = rgb(0.25, 0.28, 0.26);

/** Text the standard (WinAnsi) fonts can draw: the peso sign spelt out, anything else unknown as '?'. */
export function pdfText(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/₱\s?/g, 'PHP ')]
    .map((ch) => (ch === '\n' || known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}

class Writer {
  private page!: PDFPage;
  private y = 0;
  pages = 0;

  private readonly doc: PDFDocument;
  private readonly regular: PDFFont;
  private readonly bold: PDFFont;

  constructor(doc: PDFDocument, regular: PDFFont, bold: PDFFont) {
    this.doc = doc;
    this.regular = regular;
    this.bold = bold;
    this.newPage();
  }

  newPage(): void {
    this.page = this.doc.addPage(A4);
    this.pages += 1;
    this.y = A4[1] - MARGIN;
    this.page.drawText(pdfText(`${charterFront.title} · ${siteConfig.campus_name}`, this.regular), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.regular,
      color: GREY,
    });
    this.page.drawText(`Page ${this.pages}`, {
      x: A4[0] - MARGIN - 30,
      y: MARGIN / 2,
      size: 8,
      font: this.regular,
      color: GREY,
    });
  }

  private lines(text: string, font: PDFFont, size: number, width: number): string[] {
    const out: string[] = [];
    for (const para of pdfText(text, font).split('\n')) {
      let line = '';
      for (const word of para.split(/\s+/).filter(Boolean)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) > width && line) {
          out.push(line);
          line = word;
        } else line = next;
      }
      out.push(line);
    }
    return out;
  }

  /** Room for `height` points on this page, or a new page. */
  need(height: number): void {
    if (this.y - height < MARGIN) this.newPage();
  }

  gap(points: number): void {
    this.y -= points;
  }

  text(
    text: string,
    o: { size?: number; bold?: boolean; indent?: number; color?: ReturnType<typeof rgb>; keep?: number } = {},
  ): void {
    const size = o.size ?? 10;
    const font = o.bold ? this.bold : this.regular;
    const indent = o.indent ?? 0;
    const lead = size * 1.35;
    const lines = this.lines(text, font, size, A4[0] - 2 * MARGIN - indent);
    this.need(Math.min(lines.length, 3) * lead + (o.keep ?? 0));
    for (const line of lines) {
      this.need(lead);
      this.y -= lead;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color: o.color ?? rgb(0, 0, 0) });
    }
  }

  /** A label in bold and its text beside it, each wrapped in its own column. */
  field(label: string, value: string, indent = 0): void {
    const labelWidth = 140;
    const size = 9.5;
    const lead = size * 1.35;
    const labels = this.lines(label, this.bold, size, labelWidth - 8 - indent);
    const values = this.lines(value, this.regular, size, A4[0] - 2 * MARGIN - labelWidth);
    const rows = Math.max(labels.length, values.length);
    this.need(Math.min(rows, 3) * lead);
    for (let i = 0; i < rows; i++) {
      if (i > 0) this.need(lead);
      this.y -= lead;
      const l = labels[i];
      const v = values[i];
      if (l) this.page.drawText(l, { x: MARGIN + indent, y: this.y, size, font: this.bold });
      if (v) this.page.drawText(v, { x: MARGIN + labelWidth, y: this.y, size, font: this.regular });
    }
  }

  heading(text: string, size = 14): void {
    this.gap(size * 0.8);
    this.text(text, { size, bold: true, color: GREEN, keep: 60 });
    this.gap(4);
  }
}

/** The whole charter: cover facts, pledge, the list of services, each service in full, complaints, offices. */
export async function charterPdf(services: readonly CitizenService[], now: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${charterFront.title} – ${siteConfig.campus_name}`);
  doc.setAuthor(siteConfig.campus_name);
  doc.setSubject(charterFront.servicesIntro);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(doc, regular, bold);

  w.text(siteConfig.university_name.toUpperCase(), { size: 9, bold: true, color: GREEN });
  w.text(charterFront.title, { size: 26, bold: true, color: GREEN });
  w.text(siteConfig.campus_name, { size: 12 });
  w.text(charterFront.edition, { size: 10, color: GREY });
  w.heading('Vision');
  w.text(charterFront.vision);
  w.heading('Mission');
  w.text(charterFront.mission);
  w.heading('Service pledge');
  w.text(charterFront.pledge);
  w.heading('List of services');
  for (const [unit, items] of byUnit(services)) {
    w.text(unit, { bold: true, keep: 14 });
    for (const s of items)
      w.text(`• ${s.title} (${CLASSIFICATION_LABELS[s.classification]})`, { indent: 10 });
    w.gap(4);
  }

  services.forEach((s, i) => {
    w.newPage();
    w.text(`${i + 1}. ${s.title}`, { size: 15, bold: true, color: GREEN });
    if (s.description) w.text(s.description, { color: GREY });
    w.gap(6);
    w.field('Office', s.unit);
    w.field('Classification', CLASSIFICATION_LABELS[s.classification]);
    if (s.transaction_type) w.field('Type of transaction', s.transaction_type);
    w.field('Who may avail', s.who_may_avail);
    w.heading('Checklist of requirements', 11.5);
    if (s.requirements.length === 0) w.text('No documents are needed.');
    for (const r of s.requirements) {
      w.text(`• ${r.item}`, { keep: 13 });
      w.text(`Where to get it: ${r.where}`, { indent: 10, size: 9, color: GREY });
    }
    w.heading('Steps', 11.5);
    s.steps.forEach((st, n) => {
      w.need(80);
      w.text(`Step ${n + 1}`, { bold: true });
      w.field('What you do', st.client, 10);
      w.field('What we do', st.agency, 10);
      w.field('Fee', st.fee || 'None', 10);
      w.field('Processing time', st.time, 10);
      w.field('Person responsible', st.person, 10);
      w.gap(6);
    });
    w.field('Total fees', s.total_fees);
    w.field('Total time', s.total_time);
  });

  w.newPage();
  w.heading('Feedback and complaints');
  for (const f of charterFeedback) w.field(f.label, f.text);
  w.heading('List of offices');
  for (const o of charterOffices) w.field(o.name, `${o.address} · ${o.contact}`);
  return doc.save();
}
