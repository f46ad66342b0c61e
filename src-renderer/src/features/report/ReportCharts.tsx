import { Bar, BarChart, CartesianGrid, Cell, LabelList, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from "recharts";

export interface BarDatum {
  name: string;
  value: number;
}

const AXIS = { stroke: "var(--muted)", fontSize: 12 } as const;

/** Bars whose names no longer fit side by side under them: more than this many, or a name longer than NAME_FITS_UNDER. */
const BARS_SIDE_BY_SIDE = 4;
const NAME_FITS_UNDER = 12;

/**
 * A labelled bar chart in the theme's colours; `horizontal` lays the bars left to right (long
 * labels), as it does by itself when the names would not fit under the bars. Every bar is named
 * (no name is skipped to make room) and carries its value, so a count reads without hovering or
 * following a grid line.
 */
export function BarsChart({ data, label, horizontal = false, height = 200, percent = false, testId }: { data: BarDatum[]; label: string; horizontal?: boolean; height?: number; percent?: boolean; testId?: string }) {
  const format = (v: number) => (percent ? `${Math.round(v * 100)}%` : v.toLocaleString("en-US"));
  const lying = horizontal || data.length > BARS_SIDE_BY_SIDE || data.some((d) => d.name.length > NAME_FITS_UNDER);
  const chartHeight = lying ? Math.max(height, 26 * data.length + 36) : height;
  return (
    <figure className="report-chart" aria-label={label} data-testid={testId}>
      <figcaption>{label}</figcaption>
      {data.length === 0 ? (
        <p className="muted">Nothing to show yet.</p>
      ) : (
        <ResponsiveContainer width="100%" height={chartHeight}>
          <BarChart data={data} layout={lying ? "vertical" : "horizontal"} margin={{ top: lying ? 4 : 18, right: lying ? 44 : 16, bottom: 4, left: 4 }}>
            <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" horizontal={!lying} vertical={lying} />
            {lying ? (
              <>
                <XAxis type="number" tick={AXIS} stroke="var(--line)" tickFormatter={format} domain={percent ? [0, 1] : [0, "auto"]} allowDecimals={false} />
                <YAxis type="category" dataKey="name" tick={AXIS} stroke="var(--line)" width={150} interval={0} />
              </>
            ) : (
              <>
                <XAxis dataKey="name" tick={AXIS} stroke="var(--line)" interval={0} />
                <YAxis tick={AXIS} stroke="var(--line)" tickFormatter={format} allowDecimals={false} width={40} domain={percent ? [0, 1] : [0, "auto"]} />
              </>
            )}
            <Tooltip formatter={(v) => format(Number(v))} contentStyle={{ background: "var(--panel)", border: "1px solid var(--line)", color: "var(--text)" }} cursor={{ fill: "var(--accent-soft)" }} />
            {/* Drawn through `shape` so a bar of 0 is kept (recharts drops empty rectangles otherwise) and its label says 0. */}
            <Bar dataKey="value" name={label} isAnimationActive={false} shape={(props: BarShapeProps) => <Rectangle {...props} />}>
              {data.map((d, i) => (
                <Cell key={i} fill="var(--accent)" />
              ))}
              <LabelList dataKey="value" position={lying ? "right" : "top"} formatter={(v: unknown) => format(Number(v))} className="report-bar-value" fill="var(--text)" fontSize={12} />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
