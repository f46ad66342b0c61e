import type { z } from "zod";
import { RUN_OPTIONS_SCHEMA } from "../../contract/runOptions.ts";
import { settingTitle } from "../../core/pipeline/strategies/shared/settingTitle.ts";
import type { CliOptions } from "./CliCommand.ts";

// The run check's advice names each field as the run form shows it ("Set "Context size" to at
// least 8,192 tokens (under Advanced)"): the form's words, since `fix` is written for it. The CLI
// has no "Advanced" and no field of that title; it has flags, and the method's settings as keys of
// --settings. So each quoted title the command knows becomes its flag or its key, and the form's
// place is dropped. A title the command does not know is left as it is: words, still readable.

/** The form's quoted titles and what the CLI calls them: run options by the flags that fill them, the method's settings by their key in --settings. */
export function cliNamesForTitles(options: CliOptions, settingsSchema: z.ZodType | null): Map<string, string> {
  const names = new Map<string, string>();
  const properties: Record<string, { title?: string }> = RUN_OPTIONS_SCHEMA.properties;
  for (const [flag, declared] of Object.entries(options)) {
    const title = declared.fills ? properties[declared.fills]?.title : undefined;
    if (title) names.set(title, `--${flag}`);
  }
  const shape = settingsSchema && "shape" in settingsSchema ? (settingsSchema.shape as Record<string, unknown>) : {};
  for (const key of Object.keys(shape)) {
    const title = settingTitle(settingsSchema!, key);
    if (title !== key && !names.has(title)) names.set(title, `"${key}" in --settings`);
  }
  return names;
}

/** The advice in the CLI's names: `Set --context-size to at least 8,192 tokens.` */
export function fixInCliWords(fix: string, names: ReadonlyMap<string, string>): string {
  let text = fix.replace(/ \(under Advanced\)/g, "");
  for (const [title, name] of names) text = text.split(`"${title}"`).join(name);
  return text;
}
