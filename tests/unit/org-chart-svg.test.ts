// Organisational charts are drawn from content data: every chart lays out without overlapping boxes, names
// every person, and escapes text so a name can never break the SVG.
import { describe, expect, it } from 'vitest';
import { facultyPrograms } from '../../content/directories/faculty-programs.ts';
import { staffOffices } from '../../content/directories/staff-offices.ts';
import { administrationChart } from '../../content/org-charts/administration.ts';
import type { OrgChart, OrgNode } from '../../content/org-charts/chart-types.ts';
import { extensionChart } from '../../content/org-charts/extension.ts';
import { facultyCharts } from '../../content/org-charts/faculty.ts';
import { libraryChart } from '../../content/org-charts/library.ts';
import { officeCharts } from '../../content/org-charts/offices.ts';
import { researchChart } from '../../content/org-charts/research.ts';
import {
  layoutBoxes,
  renderOrgChartSvg,
  wrapText,
} from '../../src/client/components/org-chart/render-org-chart.ts';

const charts: OrgChart[] = [
  administrationChart,
  researchChart,
  extensionChart,
  libraryChart,
  ...Object.values(facultyCharts),
  ...Object.values(officeCharts),
];

function people(node: OrgNode): OrgNode[] {
  return [node, ...(node.children ?? []).flatMap(people)];
}

describe('organisational charts', () => {
  it('exist for the 23 offices of the Staff Directory and the four programmes', () => {
    expect(staffOffices).toHaveLength(23);
    for (const office of staffOffices) expect(officeCharts[office.id], office.id).toBeDefined();
    for (const program of facultyPrograms) expect(facultyCharts[program.id], program.id).toBeDefined();
  });

  it('lay out every chart without overlapping boxes', () => {
    for (const chart of charts) {
      const boxes = layoutBoxes(chart);
      expect(boxes).toHaveLength(people(chart.root).length);
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i];
          const b = boxes[j];
          if (!a || !b) continue;
          const apart = a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
          expect(apart, `${chart.title}: ${a.name} overlaps ${b.name}`).toBe(true);
        }
      }
    }
  });

  it('draw every name inside the document bounds', () => {
    for (const chart of charts) {
      const { svg, width, height } = renderOrgChartSvg(chart, 'Campus');
      expect(svg).toContain(`width="${width}" height="${height}"`);
      for (const person of people(chart.root)) {
        for (const word of person.name.split(' ')) expect(svg).toContain(word);
      }
    }
  });

  it('counts 47 faculty members across the four programmes', () => {
    const total = Object.values(facultyCharts).reduce((n, c) => n + people(c.root).length, 0);
    expect(total).toBe(47);
  });

  it('escapes markup in names and enlarges only the intrinsic size when scaled', () => {
    const chart: OrgChart = { title: 'A & B <Chart>', root: { role: 'Head "x"', name: '<script>' } };
    const { svg } = renderOrgChartSvg(chart, 'Campus', 2);
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('A &amp; B &lt;Chart&gt;');
    const plain = renderOrgChartSvg(chart, 'Campus');
    expect(svg).toContain(`width="${plain.width * 2}"`);
    expect(svg).toContain(`viewBox="0 0 ${plain.width} ${plain.height}"`);
  });

  it('wraps long text into lines that fit the box', () => {
    const lines = wrapText('Director, Academic Affairs and Quality Assurance', 11, 0.56, 184);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(Math.floor(184 / (11 * 0.56)));
  });
});
