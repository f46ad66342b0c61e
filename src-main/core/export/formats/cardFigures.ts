import { JUDGE_CRITERION_NAMES, JUDGE_SCORE_RANGE } from "../../../contract/judge.ts";
import { metricInfo } from "../../../contract/metricCatalog.ts";
import { FUNNEL_WORDS, type DatasetReport } from "../../../contract/report.ts";

/** One row of a bar chart: its label, its value on the chart's scale, and the text beside the bar. */
export interface BarRow {
  label: string;
  value: number;
  text?: string;
}

/**
 * One horizontal bar chart as a standalone SVG: a label, a bar and the value per row. A bar's
 * length is its place on `scale`, from `min` (no bar: the worst score of a 1-to-3 judge scale
 * draws nothing) to `max` (the whole width); defaults to 0 up to the largest value.
 */
export function barChart(title: string, rows: BarRow[], scale: { min: number; max: number } = { min: 0, max: Math.max(1, ...rows.map((r) => r.value)) }): string {
  const labelWidth = 260;
  const barWidth = 320;
  const rowHeight = 24;
  const top = 34;
  const width = labelWidth + barWidth + 110;
  const height = top + rows.length * rowHeight + 10;
  const span = scale.max - scale.min;
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const bars = rows
    .map((row, i) => {
      const y = top + i * rowHeight;
      const share = span > 0 ? Math.min(1, Math.max(0, (row.value - scale.min) / span)) : 0;
      const w = Math.round(share * barWidth);
      return [
        `<text x="${labelWidth - 8}" y="${y + 16}" text-anchor="end">${escape(row.label)}</text>`,
        // The scale's whole width, faint, so a short bar reads as low rather than as the chart's end.
        `<rect x="${labelWidth}" y="${y + 4}" width="${barWidth}" height="${rowHeight - 8}" fill="#eef1f5"/>`,
        `<rect x="${labelWidth}" y="${y + 4}" width="${w}" height="${rowHeight - 8}" fill="#4c78a8"/>`,
        `<text x="${labelWidth + barWidth + 6}" y="${y + 16}">${escape(row.text ?? String(row.value))}</text>`,
      ].join("");
    })
    .join("\n");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif" font-size="13">
<rect width="100%" height="100%" fill="#fff"/>
<text x="10" y="20" font-weight="bold">${escape(title)}</text>
${bars}
</svg>
`;
}

/**
 * The report's figures as charts for the card (the Hub shows images a card links by relative
 * path): how many items, outputs, QAs, accepted and kept (the funnel), each filter's accept rate
 * over the QAs it decided on, and the judge's mean per criterion on its own scale, each named in
 * words and with the n it rests on. Charts with nothing to show are left out.
 */
export function cardFigures(report: DatasetReport): { file: string; title: string; svg: string }[] {
  const figures: { file: string; title: string; svg: string }[] = [];
  const funnel = report.funnel.map((s) => ({ label: FUNNEL_WORDS[s.stage].label, value: s.count }));
  if (funnel.some((r) => r.value > 0)) figures.push({ file: "figures/funnel.svg", title: "From items to kept QAs", svg: barChart("From items to kept QAs", funnel) });
  const filters = report.filters
    .filter((f) => f.acceptRate !== null && f.passed + f.failed > 0)
    .map((f) => ({ label: metricInfo(f.metric).label, value: f.acceptRate!, text: `${Math.round(f.acceptRate! * 100)}% of ${f.passed + f.failed}` }));
  const filtersTitle = "Accept rate per filter (of the QAs each one decided on)";
  if (filters.length > 0) figures.push({ file: "figures/filters.svg", title: filtersTitle, svg: barChart(filtersTitle, filters, { min: 0, max: 1 }) });
  const { min, max } = JUDGE_SCORE_RANGE;
  const judge = report.judge
    .filter((j) => j.mean !== null)
    .map((j) => ({ label: JUDGE_CRITERION_NAMES[j.criterion], value: j.mean!, text: `${j.mean!.toFixed(2)} (n=${j.scored})` }));
  const judgeTitle = `Judge's mean score per criterion (${min} worst to ${max} best)`;
  if (judge.length > 0) figures.push({ file: "figures/judge.svg", title: judgeTitle, svg: barChart(judgeTitle, judge, { min, max }) });
  return figures;
}
