import { defineCommand } from "../CliCommand.ts";

export const dbInfoCommand = defineCommand({
  path: ["db", "info"],
  summary: "Show the library database: its path, schema version and rows per table.",
  async run({ io, json, core }) {
    const info = await core().services.library.dbInfo();
    if (json) {
      io.stdout(JSON.stringify(info, null, 2) + "\n");
      return 0;
    }
    const width = Math.max(...Object.keys(info.counts).map((name) => name.length));
    io.stdout(
      [
        `Library   ${info.path}`,
        `Schema    v${info.schemaVersion}`,
        "",
        ...Object.entries(info.counts).map(([table, rows]) => `  ${table.padEnd(width)}  ${rows}`),
      ].join("\n") + "\n",
    );
    return 0;
  },
});
