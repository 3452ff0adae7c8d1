// Draws an organisational chart (content/org-charts) as a self-contained SVG document. Pure string work, so the
// same drawing serves the page image, the full-screen viewer and the tests.
import type { OrgChart, OrgNode } from '../../../../content/org-charts/chart-types.ts';

const BOX_W = 208;
const PAD_X = 12;
const PAD_Y = 10;
const ROLE_SIZE = 11;
const ROLE_LINE = 14;
const NAME_SIZE = 13;
const NAME_LINE = 17;
const TEXT_GAP = 3;
/** Horizontal gap between sibling subtrees. */
const GAP_X = 24;
/** Vertical gap between a parent and its children. */
const GAP_Y = 36;
/** Vertical gap between stacked boxes. */
const STACK_GAP = 14;
/** Indent of a single stacked column from its parent's left edge (the spine runs in it). */
const INDENT = 28;
/** Gap between the two columns of a root stack; the spine runs down its middle. */
const SPINE_GAP = 40;
const MARGIN = 24;
const TITLE_BLOCK = 62;
const FONT = "'Inter','Segoe UI',Arial,Helvetica,sans-serif";
const COLORS = {
  rootFill: '#006633',
  rootText: '#ffffff',
  rootRole: '#c7e7d4',
  midFill: '#e8f5ee',
  midStroke: '#5bb482',
  leafFill: '#ffffff',
  leafStroke: '#cbd5e1',
  role: '#00522a',
  name: '#0f172a',
  line: '#94a3b8',
  title: '#003d1f',
  subtitle: '#475569',
};

// Approximate advance widths (em) of the fonts above; wrapping only needs to be close, never exact.
const ROLE_EM = 0.56;
const NAME_EM = 0.58;

export function wrapText(text: string, fontSize: number, em: number, maxWidth: number): string[] {
  const maxChars = Math.max(8, Math.floor(maxWidth / (fontSize * em)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= maxChars || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Box {
  node: OrgNode;
  depth: number;
  x: number;
  y: number;
  w: number;
  h: number;
  roleLines: string[];
  nameLines: string[];
}

/** A straight connector from (x1, y1) to (x2, y2). */
type Segment = [number, number, number, number];

interface Laid {
  boxes: Box[];
  lines: Segment[];
  width: number;
  height: number;
  /** The root box of this subtree, for the parent's connector. */
  root: Box;
}

function measure(node: OrgNode, depth: number): Box {
  const inner = BOX_W - PAD_X * 2;
  const roleLines = wrapText(node.role, ROLE_SIZE, ROLE_EM, inner);
  const nameLines = wrapText(node.name, NAME_SIZE, NAME_EM, inner);
  const h = PAD_Y * 2 + roleLines.length * ROLE_LINE + TEXT_GAP + nameLines.length * NAME_LINE;
  return { node, depth, x: 0, y: 0, w: BOX_W, h, roleLines, nameLines };
}

function shift(laid: Laid, dx: number, dy: number): void {
  for (const b of laid.boxes) {
    b.x += dx;
    b.y += dy;
  }
  laid.lines = laid.lines.map(([x1, y1, x2, y2]) => [x1 + dx, y1 + dy, x2 + dx, y2 + dy]);
}

const round = (n: number) => Math.round(n * 10) / 10;
const isLeaf = (n: OrgNode) => !n.children || n.children.length === 0;

/**
 * Lays out a subtree with its root box at the top-left origin. Children that are all leaves are stacked
 * (one column beside a spine, or two columns around it at the top of the chart), which keeps wide offices
 * compact; anything else is laid out side by side under its parent.
 */
function layout(node: OrgNode, depth: number, minHeight = 0): Laid {
  const box = measure(node, depth);
  box.h = Math.max(box.h, minHeight);
  const children = node.children ?? [];
  if (children.length === 0) return { boxes: [box], lines: [], width: box.w, height: box.h, root: box };

  const allLeaves = children.every(isLeaf);
  if (allLeaves && depth > 0) return stackOneColumn(box, children, depth);
  if (allLeaves && children.length >= 4) return stackTwoColumns(box, children, depth);
  return sideBySide(box, children, depth);
}

function stackOneColumn(parent: Box, children: OrgNode[], depth: number): Laid {
  const boxes = [parent];
  const lines: Segment[] = [];
  const spineX = INDENT / 2;
  let y = parent.h + STACK_GAP + 4;
  let lastMid = y;
  for (const child of children) {
    const b = measure(child, depth + 1);
    b.x = INDENT;
    b.y = y;
    boxes.push(b);
    lastMid = y + b.h / 2;
    lines.push([spineX, lastMid, INDENT, lastMid]);
    y += b.h + STACK_GAP;
  }
  lines.unshift([spineX, parent.h, spineX, lastMid]);
  return { boxes, lines, width: INDENT + BOX_W, height: y - STACK_GAP, root: parent };
}

function stackTwoColumns(parent: Box, children: OrgNode[], depth: number): Laid {
  const width = BOX_W * 2 + SPINE_GAP;
  const spineX = BOX_W + SPINE_GAP / 2;
  parent.x = spineX - BOX_W / 2;
  const boxes = [parent];
  const lines: Segment[] = [];
  let y = parent.h + GAP_Y / 2 + 4;
  let lastMid = y;
  for (let i = 0; i < children.length; i += 2) {
    const pair = children.slice(i, i + 2).map((c) => measure(c, depth + 1));
    const rowH = Math.max(...pair.map((b) => b.h));
    pair.forEach((b, col) => {
      b.x = col === 0 ? 0 : BOX_W + SPINE_GAP;
      b.y = y;
      b.h = rowH;
      boxes.push(b);
      const edge = col === 0 ? BOX_W : BOX_W + SPINE_GAP;
      lines.push([spineX, y + rowH / 2, edge, y + rowH / 2]);
    });
    lastMid = y + rowH / 2;
    y += rowH + STACK_GAP;
  }
  lines.unshift([spineX, parent.h, spineX, lastMid]);
  return { boxes, lines, width, height: y - STACK_GAP, root: parent };
}

function sideBySide(parent: Box, children: OrgNode[], depth: number): Laid {
  // Sibling boxes in one row share a height, so the row reads as a row.
  const rowH = Math.max(...children.map((c) => measure(c, depth + 1).h));
  const subs = children.map((c) => layout(c, depth + 1, rowH));
  const childTop = parent.h + GAP_Y;
  let x = 0;
  const centres: number[] = [];
  for (const sub of subs) {
    shift(sub, x, childTop);
    centres.push(sub.root.x + sub.root.w / 2);
    x += sub.width + GAP_X;
  }
  const childrenWidth = x - GAP_X;
  const first = centres[0] ?? 0;
  const last = centres[centres.length - 1] ?? 0;
  const parentCentre = (first + last) / 2;
  let width = childrenWidth;
  // A parent wider than its children's span: move the children under it.
  let offset = 0;
  if (parentCentre - BOX_W / 2 < 0) offset = BOX_W / 2 - parentCentre;
  if (offset > 0) for (const sub of subs) shift(sub, offset, 0);
  width = Math.max(width + offset, parentCentre + offset + BOX_W / 2);
  parent.x = parentCentre + offset - BOX_W / 2;

  const busY = parent.h + GAP_Y / 2;
  const pc = parentCentre + offset;
  const lines: Segment[] = [[pc, parent.h, pc, busY]];
  if (centres.length > 1) lines.push([first + offset, busY, last + offset, busY]);
  for (const c of centres) lines.push([c + offset, busY, c + offset, childTop]);

  const boxes = [parent, ...subs.flatMap((s) => s.boxes)];
  const height = Math.max(...subs.map((s) => s.height + childTop));
  return { boxes, lines: [...lines, ...subs.flatMap((s) => s.lines)], width, height, root: parent };
}

function drawSegment([x1, y1, x2, y2]: Segment): string {
  return `<path d="M${round(x1)} ${round(y1)}L${round(x2)} ${round(y2)}"/>`;
}

function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function drawBox(b: Box): string {
  const root = b.depth === 0;
  const fill = root ? COLORS.rootFill : b.depth === 1 ? COLORS.midFill : COLORS.leafFill;
  const stroke = root ? COLORS.rootFill : b.depth === 1 ? COLORS.midStroke : COLORS.leafStroke;
  const roleColour = root ? COLORS.rootRole : COLORS.role;
  const nameColour = root ? COLORS.rootText : COLORS.name;
  const cx = round(b.x + b.w / 2);
  const textH = b.roleLines.length * ROLE_LINE + TEXT_GAP + b.nameLines.length * NAME_LINE;
  let y = b.y + (b.h - textH) / 2;
  const texts: string[] = [];
  for (const line of b.roleLines) {
    y += ROLE_LINE;
    texts.push(
      `<text x="${cx}" y="${round(y - 3)}" font-size="${ROLE_SIZE}" font-weight="600" fill="${roleColour}">${escapeXml(line)}</text>`,
    );
  }
  y += TEXT_GAP;
  for (const line of b.nameLines) {
    y += NAME_LINE;
    texts.push(
      `<text x="${cx}" y="${round(y - 4)}" font-size="${NAME_SIZE}" font-weight="700" fill="${nameColour}">${escapeXml(line)}</text>`,
    );
  }
  return `<g><rect x="${round(b.x)}" y="${round(b.y)}" width="${b.w}" height="${b.h}" rx="9" fill="${fill}" stroke="${stroke}" stroke-width="1.25"/>${texts.join('')}</g>`;
}

export interface RenderedChart {
  svg: string;
  width: number;
  height: number;
}

/**
 * The chart as an SVG document with its title and the campus name drawn above the tree. `scale` enlarges the
 * document's intrinsic size (not the drawing), so a viewer that only shrinks images to fit can fill the screen.
 */
export function renderOrgChartSvg(chart: OrgChart, subtitle: string, scale = 1): RenderedChart {
  const tree = layout(chart.root, 0);
  const titleWidth = Math.max(chart.title.length * 18 * 0.58, subtitle.length * 12 * 0.55);
  const contentWidth = Math.max(tree.width, titleWidth);
  const width = Math.ceil(contentWidth + MARGIN * 2);
  const height = Math.ceil(tree.height + TITLE_BLOCK + MARGIN * 2);
  const dx = MARGIN + (contentWidth - tree.width) / 2;
  shift(tree, dx, MARGIN + TITLE_BLOCK);
  const title = escapeXml(chart.title);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="100%" height="100%" fill="#ffffff"/>`,
    `<g font-family="${FONT}" text-anchor="middle">`,
    `<text x="${width / 2}" y="${MARGIN + 22}" font-size="18" font-weight="700" fill="${COLORS.title}">${title}</text>`,
    `<text x="${width / 2}" y="${MARGIN + 42}" font-size="12" fill="${COLORS.subtitle}">${escapeXml(subtitle)}</text>`,
    `<g fill="none" stroke="${COLORS.line}" stroke-width="1.5">${tree.lines.map(drawSegment).join('')}</g>`,
    tree.boxes.map(drawBox).join(''),
    '</g></svg>',
  ].join('');
  return { svg, width, height };
}

/** The chart as a data: URL, usable as an <img> source and by the image viewer. */
export function orgChartDataUrl(rendered: RenderedChart): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(rendered.svg)}`;
}

/** Positions of every box, for tests that check nothing overlaps. */
export function layoutBoxes(chart: OrgChart): { x: number; y: number; w: number; h: number; name: string }[] {
  return layout(chart.root, 0).boxes.map((b) => ({ x: b.x, y: b.y, w: b.w, h: b.h, name: b.node.name }));
}
