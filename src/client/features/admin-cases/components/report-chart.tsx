// The monthly report as a grouped bar chart drawn in SVG (no chart library): per office, cases received,
// answered within the deadline and overdue. The table next to it carries the same figures as text.
import type { ReportRow } from '../../../../shared/contract/cases.ts';

const SERIES = [
  { key: 'received', label: 'Received', color: '#475569' },
  { key: 'answered_within_deadline', label: 'Answered within deadline', color: '#006633' },
  { key: 'overdue', label: 'Overdue', color: '#b91c1c' },
] as const;

export function ReportChart({ rows, title }: { rows: ReportRow[]; title: string }) {
  const max = Math.max(1, ...rows.map((r) => r.received));
  const barH = 14;
  const groupH = barH * SERIES.length + 18;
  const labelW = 96;
  const chartW = 420;
  const height = rows.length * groupH + 8;
  const summary = rows
    .map(
      (r) =>
        `${r.office}: ${r.received} received, ${r.answered_within_deadline} answered within deadline, ${r.overdue} overdue`,
    )
    .join('; ');
  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${labelW + chartW + 40} ${height}`}
        role="img"
        aria-labelledby="report-chart-title report-chart-desc"
        className="w-full max-w-3xl"
      >
        <title id="report-chart-title">{title}</title>
        <desc id="report-chart-desc">{summary || 'No cases.'}</desc>
        {rows.map((r, i) => {
          const y0 = i * groupH + 4;
          return (
            <g key={r.office}>
              <text
                x={labelW - 8}
                y={y0 + (barH * SERIES.length) / 2 + 4}
                textAnchor="end"
                fontSize="12"
                fill="#1e293b"
              >
                {r.office}
              </text>
              {SERIES.map((s, j) => {
                const value = r[s.key];
                const w = (value / max) * chartW;
                const y = y0 + j * barH;
                return (
                  <g key={s.key}>
                    <rect
                      x={labelW}
                      y={y}
                      width={Math.max(w, value > 0 ? 2 : 0)}
                      height={barH - 3}
                      fill={s.color}
                    />
                    <text x={labelW + w + 4} y={y + barH - 5} fontSize="10" fill="#1e293b">
                      {value}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm text-slate-700">
        {SERIES.map((s) => (
          <span key={s.key} className="inline-flex items-center gap-2">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm"
              style={{ backgroundColor: s.color }}
            />
            {s.label}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
