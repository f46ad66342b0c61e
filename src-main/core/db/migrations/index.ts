import type { Database } from "better-sqlite3";
import { DatabaseFromFutureError } from "../../errors/DatabaseFromFutureError.ts";
import type { Migration } from "./Migration.ts";
import { initialSchema } from "./001_initial.ts";
import { reviewIndexes } from "./002_reviewIndexes.ts";
import { paperNames } from "./003_paperNames.ts";
import { runOutcomes } from "./004_runOutcomes.ts";
import { sourcePathBytes } from "./005_sourcePathBytes.ts";
import { runModels } from "./006_runModels.ts";
import { reviewLabels } from "./007_reviewLabels.ts";
import { paperEdits } from "./008_paperEdits.ts";
import { readingDoubts } from "./009_readingDoubts.ts";
import { paperGraphs } from "./010_paperGraphs.ts";
import { paperSyntheses } from "./011_paperSyntheses.ts";
import { paperQaCounts } from "./012_paperQaCounts.ts";
import { qaTallies } from "./013_qaTallies.ts";
import { paperNameOrder } from "./014_paperNameOrder.ts";
import { paperTextDigests } from "./015_paperTextDigests.ts";
import { askAnswers } from "./016_askAnswers.ts";
import { paperTables } from "./017_paperTables.ts";
import { tablePassages } from "./018_tablePassages.ts";
import { libraryEntryKinds } from "./019_libraryEntryKinds.ts";
import { ocrWords } from "./020_ocrWords.ts";
import { scoreCounts } from "./021_scoreCounts.ts";
import { scoreCountsOfEvidenceAndStatements } from "./022_scoreCountsOfEvidenceAndStatements.ts";
import { tableHeaderRowKinds } from "./023_tableHeaderRowKinds.ts";
import { evidenceReasonsNameTableParts } from "./024_evidenceReasonsNameTableParts.ts";

/** Every migration, in order. Append; never edit one that has shipped. */
export const migrations: readonly Migration[] = [initialSchema, reviewIndexes, paperNames, runOutcomes, sourcePathBytes, runModels, reviewLabels, paperEdits, readingDoubts, paperGraphs, paperSyntheses, paperQaCounts, qaTallies, paperNameOrder, paperTextDigests, askAnswers, paperTables, tablePassages, libraryEntryKinds, ocrWords, scoreCounts, scoreCountsOfEvidenceAndStatements, tableHeaderRowKinds, evidenceReasonsNameTableParts];

export const LATEST_SCHEMA_VERSION = migrations.at(-1)?.version ?? 0;

export function readSchemaVersion(db: Database): number {
  return db.pragma("user_version", { simple: true }) as number;
}

/**
 * Brings the database up to `target` (defaults to the latest). All pending migrations run in
 * one transaction with `user_version` set inside it, so a crash leaves either the old schema or
 * the new one, never a mix. A file newer than this app is refused before anything is touched.
 */
export function migrate(db: Database, path: string, target: number = LATEST_SCHEMA_VERSION): number {
  const current = readSchemaVersion(db);
  if (current > LATEST_SCHEMA_VERSION) throw new DatabaseFromFutureError(path, current, LATEST_SCHEMA_VERSION);
  const pending = migrations.filter((m) => m.version > current && m.version <= target);
  if (pending.length === 0) return current;
  db.transaction(() => {
    for (const migration of pending) migration.up(db);
    db.pragma(`user_version = ${pending.at(-1)!.version}`);
  }).immediate();
  return readSchemaVersion(db);
}
