interface NoModelYetProps {
  addingDemo: boolean;
  onAddDemo(): void;
}

/** The registry when it holds no model: the ways to get one, the demo model first to try. */
export function NoModelYet({ addingDemo, onAddDemo }: NoModelYetProps) {
  return (
    <div className="empty-state">
      <h3>No model yet</h3>
      <p>
        Add a GGUF file or download one from the catalog below, and generation runs on this machine: pick a model the
        catalog marks as fitting. Or add a server, and a GPU server does the work.
      </p>
      <p>
        To try every step first, add the demo model: a tiny model made on this computer in a moment. Its questions and
        answers are nonsense, but runs, review and export work with it as with a real model.
      </p>
      <button type="button" onClick={onAddDemo} disabled={addingDemo}>
        {addingDemo ? "Adding the demo model…" : "Add the demo model"}
      </button>
    </div>
  );
}
