import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

export interface BarDatum {
  name: string;
  value: number;
}

const AXIS = { stroke: "var(--muted)", fontSize: 12 } as const;

/** A labelled bar chart in the theme's colours; `horizontal` lays the bars left to right (long labels). */
export function BarsChart({ data, label, horizontal = false, height = 200, percent = false, testId }: { data: BarDatum[]; label: string; horizontal?: boolean; height?: number; percent?: boolean; testId?: string }) {
  const format = (v: number) => (percent ? `${Math.round(v * 100)}%` : v.toLocaleString("en-US"));
  return (
    <figure className="report-chart" aria-label={label} data-testid={testId}>
      <figcaption>{label}</figcaption>
      {data.length === 0 ? (
        <p className="muted">Nothing to show yet.</p>
      ) : (
        <ResponsiveContainer width="100%" height={height}>
          <BarChart data={data} layout={horizontal ? "vertical" : "horizontal"} margin={{ top: 4, right: 16, bottom: 4, left: 4 }}>
            <CartesianGrid stroke="var(--line)" strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
            {horizontal ? (
              <>
                <XAxis type="number" tick={AXIS} stroke="var(--line)" tickFormatter={format} domain={percent ? [0, 1] : [0, "auto"]} allowDecimals={false} />
                <YAxis type="category" dataKey="name" tick={AXIS} stroke="var(--line)" width={150} />
              </>
            ) : (
              <>
                <XAxis dataKey="name" tick={AXIS} stroke="var(--line)" />
                <YAxis tick={AXIS} stroke="var(--line)" tickFormatter={format} allowDecimals={false} width={40} domain={percent ? [0, 1] : [0, "auto"]} />
              </>
            )}
            <Tooltip formatter={(v) => format(Number(v))} contentStyle={{ background: "var(--panel)", border: "1px solid var(--line)", color: "var(--text)" }} cursor={{ fill: "var(--accent-soft)" }} />
            <Bar dataKey="value" name={label} isAnimationActive={false}>
              {data.map((d) => (
                <Cell key={d.name} fill="var(--accent)" />
              ))}
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
