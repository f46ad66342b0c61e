import { FUNNEL_WORDS, type DatasetReport } from "../../../contract/report.ts";

/** One horizontal bar chart as a standalone SVG: a label, a bar and the value per row. */
export function barChart(title: string, rows: { label: string; value: number; text?: string }[]): string {
  const labelWidth = 260;
  const barWidth = 320;
  const rowHeight = 24;
  const top = 34;
  const width = labelWidth + barWidth + 90;
  const height = top + rows.length * rowHeight + 10;
  const max = Math.max(1, ...rows.map((r) => r.value));
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  const bars = rows
    .map((row, i) => {
      const y = top + i * rowHeight;
      const w = Math.round((row.value / max) * barWidth);
      return [
        `<text x="${labelWidth - 8}" y="${y + 16}" text-anchor="end">${escape(row.label)}</text>`,
        `<rect x="${labelWidth}" y="${y + 4}" width="${w}" height="${rowHeight - 8}" fill="#4c78a8"/>`,
        `<text x="${labelWidth + w + 6}" y="${y + 16}">${escape(row.text ?? String(row.value))}</text>`,
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
 * path): how many items, outputs, QAs, accepted and kept (the funnel), each filter's accept rate,
 * and the judge's mean per criterion. Charts with nothing to show are left out.
 */
export function cardFigures(report: DatasetReport): { file: string; title: string; svg: string }[] {
  const figures: { file: string; title: string; svg: string }[] = [];
  const funnel = report.funnel.map((s) => ({ label: FUNNEL_WORDS[s.stage].label, value: s.count }));
  if (funnel.some((r) => r.value > 0)) figures.push({ file: "figures/funnel.svg", title: "From items to kept QAs", svg: barChart("From items to kept QAs", funnel) });
  const filters = report.filters.filter((f) => f.acceptRate !== null).map((f) => ({ label: f.metric, value: f.acceptRate!, text: `${Math.round(f.acceptRate! * 100)}%` }));
  if (filters.length > 0) figures.push({ file: "figures/filters.svg", title: "Accept rate per filter", svg: barChart("Accept rate per filter", filters) });
  const judge = report.judge.filter((j) => j.mean !== null).map((j) => ({ label: j.criterion, value: j.mean!, text: j.mean!.toFixed(2) }));
  if (judge.length > 0) figures.push({ file: "figures/judge.svg", title: "Judge's mean score per criterion (1-3)", svg: barChart("Judge's mean score per criterion (1-3)", judge) });
  return figures;
}
