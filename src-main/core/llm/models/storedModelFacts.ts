import type { GgufMetadata } from "../../../contract/models.ts";

/**
 * What the registry keeps in a model's `metadata_json` besides its columns: how it got there
 * (copied, downloaded, or used in place) and the header facts without a column of their own.
 */
export interface StoredModelFacts {
  /** The file lives in `<dataDir>/models/` because Distillate put it there; only then may it be deleted. */
  managed: boolean;
  /** The URL or `hf:` URI it was downloaded from. */
  source: string | null;
  /** The user's file it was copied from (`add --copy`). */
  copiedFrom: string | null;
  ggufName: string | null;
  sizeLabel: string | null;
  license: string | null;
  ggufVersion: number;
  tensorCount: number;
  splitParts: number;
}

export function storedFacts(metadata: GgufMetadata, origin: Pick<StoredModelFacts, "managed" | "source" | "copiedFrom">): StoredModelFacts {
  return {
    ...origin,
    ggufName: metadata.name,
    sizeLabel: metadata.sizeLabel,
    license: metadata.license,
    ggufVersion: metadata.ggufVersion,
    tensorCount: metadata.tensorCount,
    splitParts: metadata.splitParts,
  };
}

/** Reads the facts back, tolerating rows written before a field existed. */
export function readStoredFacts(metadata: Record<string, unknown>): Pick<StoredModelFacts, "managed" | "source" | "copiedFrom"> {
  return {
    managed: metadata.managed === true,
    source: typeof metadata.source === "string" ? metadata.source : null,
    copiedFrom: typeof metadata.copiedFrom === "string" ? metadata.copiedFrom : null,
  };
}
