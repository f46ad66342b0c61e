import type { Migration } from "./Migration.ts";

/**
 * A run names a model per role and keeps how its engine was set up in columns of their own,
 * instead of inside the strategy settings:
 * - `model_id` becomes `generator_model_id`; `judge_model_id` and `embedder_model_id` are new
 *   (a run may judge with another model than it generates with; both optional).
 * - `engine_settings_json`: lanes, context size, temperature, scoring... taken out of
 *   `settings_json`'s "_engine" key, which old rows carried, so the strategy settings are only
 *   the strategy's.
 */
export const runModels: Migration = {
  version: 6,
  name: "per-role model ids and engine settings of runs in their own columns",
  up(db) {
    db.exec(`
      ALTER TABLE runs RENAME COLUMN model_id TO generator_model_id;
      ALTER TABLE runs ADD COLUMN judge_model_id INTEGER REFERENCES models(id) ON DELETE SET NULL;
      ALTER TABLE runs ADD COLUMN embedder_model_id INTEGER REFERENCES models(id) ON DELETE SET NULL;
      ALTER TABLE runs ADD COLUMN engine_settings_json TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(engine_settings_json));
      UPDATE runs SET engine_settings_json = coalesce(json_extract(settings_json, '$._engine'), '{}'),
                      settings_json = json_remove(settings_json, '$._engine')
        WHERE json_type(settings_json, '$._engine') = 'object';
    `);
  },
};
