import { factLabel, factValue, visibleFacts } from "./qaFacts.ts";

// FactRow and ContextValue call each other (a nested record is shown as rows of facts), so they share a file.

/** One name and value of a QA's labels or of the context the model saw, both in words. */
export function FactRow({ name, value }: { name: string; value: unknown }) {
  const said = factValue(name, value);
  return (
    <>
      <dt>{factLabel(name)}</dt>
      <dd>{said ?? <ContextValue value={value} />}</dd>
    </>
  );
}

/** Strategy context as a reader wants it: long texts folded, lists of chunks as short previews, nested records as named rows. */
function ContextValue({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <>—</>;
  if (typeof value === "boolean") return <>{value ? "yes" : "no"}</>;
  if (typeof value === "number") return <>{value.toLocaleString("en-US")}</>;
  if (typeof value === "string") {
    if (value.length <= 160) return <>{value}</>;
    return (
      <details>
        <summary>{value.slice(0, 140)}…</summary>
        <p className="qa-context-text">{value}</p>
      </details>
    );
  }
  if (typeof value !== "object") return <>{String(value)}</>;
  if (Array.isArray(value)) {
    if (value.length === 0) return <>—</>;
    if (value.every((v) => v === null || typeof v !== "object")) return <>{value.map(String).join(", ")}</>;
    return (
      <ol className="qa-context-list">
        {value.slice(0, 20).map((item, i) => (
          <li key={i}>
            <ContextValue value={item} />
          </li>
        ))}
        {value.length > 20 && <li className="muted">… {value.length - 20} more</li>}
      </ol>
    );
  }
  const entries = visibleFacts(value as Record<string, unknown>);
  return (
    <dl className="qa-context qa-context-nested">
      {entries.map(([key, item]) => (
        <FactRow key={key} name={key} value={item} />
      ))}
    </dl>
  );
}
