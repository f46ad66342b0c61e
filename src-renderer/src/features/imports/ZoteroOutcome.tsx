import "./imports.css";

/** The outcome of a Zotero import, item by item where something went wrong. */
export function ZoteroOutcome({ summary, problems }: { summary: string; problems: string[] }) {
  return (
    <div className="zotero-outcome" role="status">
      <p>{summary}</p>
      {problems.length > 0 && (
        <ul className="error">
          {problems.map((problem, i) => (
            <li key={i}>{problem}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
