import { routeHref } from "../../app/router.ts";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";

/** Why a paper (or a dataset's text) could not be opened, with the way back. */
export function PaperOpenFailure({ error }: { error: Error }) {
  return (
    <section className="empty-state">
      <h1>{error.name === "PaperNotFoundError" ? "This paper is not in the library" : "The paper could not be opened"}</h1>
      <ErrorAlert error={error} />
      <p>
        <a href={routeHref("library")}>Back to the library</a>
      </p>
    </section>
  );
}
