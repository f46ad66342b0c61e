import type { StrategyInfo } from "@contract/strategyInfo.ts";
import type { ModelChoice } from "../../shared/ModelSelect.tsx";
import type { RegisteredModelStamp } from "./rememberedRunChoices.ts";

// The form's props sit below the views and the hook that take them: NewRunForm passes its own on to
// RunForm, and useRunForm reads RunForm's, so declared in the views the three imported each other.

export interface NewRunFormProps {
  /** Papers to preselect (from #/runs?paper=ID). */
  initialPaperIds: number[];
  /** A method to preselect (from #/runs?strategy=NAME, e.g. the paper's Graph tab); null for the last one chosen. */
  initialStrategy: string | null;
  onStarted(runId: number, items: number): void;
  onClose?(): void;
}

/** A model the form offers, with when it was added, by which the form's memory tells it from a later model given its id. */
export type RunModel = ModelChoice & RegisteredModelStamp;

export interface RunFormProps extends NewRunFormProps {
  totalPapers: number;
  strategies: StrategyInfo[];
  models: RunModel[];
  /** Registered embedding models, for the optional "Embedding model". */
  embedders: RunModel[];
  defaultModelId: number | null;
  defaultStrategy: string;
  defaultLanes: number;
}
