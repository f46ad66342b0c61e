import type { LibraryDatabase } from "../openDatabase.ts";
import { prepared } from "../statements.ts";
import { noTokens, type TokenCounts } from "../../../contract/tokens.ts";

// What a run records about itself as it goes, after it is created (runs.ts): its token totals,
// the facts of how its model was loaded, and settings it changes on the way.

/** Replaces some of a run's settings, keeping the others (an import going on with the same file found at another path). */
export function patchRunSettings(db: LibraryDatabase, id: number, patch: Record<string, unknown>): void {
  prepared(db, `UPDATE runs SET settings_json = json_patch(settings_json, ?) WHERE id = ?`).run(JSON.stringify(patch), id);
}

/** Adds token counts from finished work to the run's totals. */
export function addRunTokens(db: LibraryDatabase, id: number, tokens: TokenCounts): void {
  prepared(
    db,
    `UPDATE runs SET prompt_tokens = prompt_tokens + ?, evaluated_tokens = evaluated_tokens + ?, generated_tokens = generated_tokens + ? WHERE id = ?`,
  ).run(tokens.prompt, tokens.evaluated, tokens.generated, id);
}

/** The run's token totals so far (finished items only); zeros for a run that is not there. */
export function getRunTokens(db: LibraryDatabase, id: number): TokenCounts {
  return (
    prepared<[number], TokenCounts>(
      db,
      `SELECT prompt_tokens AS prompt, evaluated_tokens AS evaluated, generated_tokens AS generated FROM runs WHERE id = ?`,
    ).get(id) ?? noTokens()
  );
}

/**
 * Records a fact of how the model was loaded for the run (e.g. the context size it actually
 * got) beside the requested engine settings, so the run shows what was used, not what was asked.
 */
export function recordRunEngineFact(db: LibraryDatabase, id: number, key: string, value: number | string | boolean | Record<string, unknown>): void {
  if (typeof value === "object" || typeof value === "boolean") {
    // An object goes in as JSON, not as a string holding JSON; a boolean as JSON's true or false (SQLite binds no booleans).
    prepared(db, `UPDATE runs SET engine_settings_json = json_set(engine_settings_json, '$.' || ?, json(?)) WHERE id = ?`).run(key, JSON.stringify(value), id);
    return;
  }
  prepared(db, `UPDATE runs SET engine_settings_json = json_set(engine_settings_json, '$.' || ?, ?) WHERE id = ?`).run(key, value, id);
}
