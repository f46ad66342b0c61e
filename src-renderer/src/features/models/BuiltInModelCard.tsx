import type { BuiltInModel, BuiltInUse } from "@contract/modelCatalog.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { formatBytes } from "@contract/numberWords.ts";

/** How each use reads on screen: a feature that needs a command to turn it on is simply off here. */
const USE_LABEL: Record<BuiltInUse["use"], { text: string; badge: string }> = {
  default: { text: "Used", badge: "badge badge-ok" },
  "on request": { text: "Off by default", badge: "badge" },
  "not used": { text: "Not used", badge: "badge" },
};

/** The sentence encoder that ships with the app: always present, nothing to add, and where it serves (or why not). */
export function BuiltInModelCard({ model, error }: { model: BuiltInModel | undefined; error: Error | null }) {
  return (
    <section className="panel builtin-model" aria-labelledby="builtin-heading">
      <h2 id="builtin-heading">Built in</h2>
      <ErrorAlert error={error} prefix="The built-in model could not be described." />
      {model && (
        <>
          <p className="builtin-name">
            <span className="model-name">{model.name}</span>
          </p>
          <p className="builtin-description">{model.description}</p>
          <dl className="facts">
            <dt>Kind</dt>
            <dd>Sentence encoder (embedding), {model.dimension} numbers per text</dd>
            <dt>Size</dt>
            <dd>{formatBytes(model.installedBytes)} inside the app</dd>
            <dt>License</dt>
            <dd>{model.license}</dd>
          </dl>
          <h3 className="builtin-uses-heading">Where it is used</h3>
          <ul className="builtin-uses">
            {model.uses.map((use) => (
              <li key={use.id}>
                <span className="builtin-feature">{use.feature}</span> <span className={USE_LABEL[use.use].badge}>{USE_LABEL[use.use].text}</span>
                <div className="muted builtin-why">{use.why}</div>
              </li>
            ))}
          </ul>
          <p className="muted builtin-replaced">{model.replacedBy}</p>
        </>
      )}
    </section>
  );
}
