import { Bar, BarChart, CartesianGrid, Cell, LabelList, Rectangle, ResponsiveContainer, Tooltip, XAxis, YAxis, type BarShapeProps } from "recharts";

export interface BarDatum {
  name: string;
  value: number;
}

const AXIS = { stroke: "var(--muted)", fontSize: 12 } as const;

/** Bars whose names no longer fit side by side under them: more than this many, or a name longer than NAME_FITS_UNDER. */
const BARS_SIDE_BY_SIDE = 4;
const NAME_FITS_UNDER = 12;

/** The names' column of a chart whose bars lie, in pixels. */
const NAMES_WIDTH = 150;
/** Characters of the axis' 12px type that fit in the names' column on one line (about 7 px each, with the tick's margin). */
const NAME_CHARS = 20;

/** A name cut to NAME_CHARS characters, its end kept a little longer than its start: files of one import differ at the end ("chemlit_…(source 12)"). */
function oneLineName(name: string): string {
  if (name.length <= NAME_CHARS) return name;
  const head = Math.floor((NAME_CHARS - 1) * 0.45);
  return `${name.slice(0, head).trimEnd()}…${name.slice(name.length - (NAME_CHARS - 1 - head)).trimStart()}`;
}

interface TickProps {
  x?: number | string;
  y?: number | string;
  payload?: { value?: unknown };
}

/**
 * A bar's name on one line, whole on hover. Recharts wraps a long name over lines centred on its
 * bar, and rows 26 px high hold one: a paper's title in two or three lines ran into the next
 * paper's name and past the chart's bottom.
 */
function OneLineTick({ x = 0, y = 0, payload }: TickProps) {
  const name = String(payload?.value ?? "");
  return (
    <text x={Number(x)} y={Number(y)} dy="0.355em" textAnchor="end" fill="var(--muted)" fontSize={AXIS.fontSize} className="recharts-cartesian-axis-tick-value">
      <title>{name}</title>
      {oneLineName(name)}
    </text>
  );
}

/**
 * A labelled bar chart in the theme's colours; `horizontal` lays the bars left to right (long
 * labels), as it does by itself when the names would not fit under the bars. Every bar is named
 * (no name is skipped to make room) and carries its value, so a count reads without hovering or
 * following a grid line. `oneLineNames` keeps each name of lying bars on one line, cut in its
 * middle and whole on hover, for names as long as a paper's title (defaults to false: they wrap).
 */
export function BarsChart({
  data,
  label,
  horizontal = false,
  height = 200,
  percent = false,
  oneLineNames = false,
  testId,
}: {
  data: BarDatum[];
  label: string;
  horizontal?: boolean;
  height?: number;
  percent?: boolean;
  oneLineNames?: boolean;
  testId?: string;
}) {
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
                <YAxis type="category" dataKey="name" tick={oneLineNames ? (props: TickProps) => <OneLineTick {...props} /> : AXIS} stroke="var(--line)" width={NAMES_WIDTH} interval={0} />
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
