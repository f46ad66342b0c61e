import type { RunQaCounts } from "@contract/pipeline.ts";
import { runQaParts } from "@contract/runHeadline.ts";

/**
 * What leads every run, on its card and its page: its QAs accepted, rejected and to review (the
 * contract's words, the ones `distillate runs` prints). A run that kept nothing usable shows its
 * "0 accepted" in the colour of its badge, whether it made no QA or the filters rejected them all.
 */
export function RunQaHeadline({ qas, nothingKept, className = "" }: { qas: RunQaCounts; nothingKept: boolean; className?: string }) {
  const parts = runQaParts(qas);
  return (
    <span className={`run-qa-headline ${className}`} data-testid="run-qa-headline">
      {parts.map((part, i) => (
        <span key={part.key} title={part.means} className={part.key === "accepted" && nothingKept ? "run-qa-none" : undefined}>
          {i > 0 && <span aria-hidden="true"> · </span>}
          {part.text}
        </span>
      ))}
    </span>
  );
}
