import { defineCommand } from "../CliCommand.ts";

export const doctorCommand = defineCommand({
  path: ["doctor"],
  summary: "Check the runtime: versions, native modules, data directory and schema.",
  async run({ io, json, core }) {
    const report = await core().services.system.doctor();
    if (json) {
      io.stdout(JSON.stringify(report, null, 2) + "\n");
    } else {
      const width = Math.max(...report.components.map((c) => c.name.length));
      const lines = [
        `Distillate doctor: ${report.ok ? "everything loads" : "problems found"}`,
        `  platform        ${report.platform}-${report.arch}`,
        `  data directory  ${report.dataDir}`,
        `  schema          ${report.schemaVersion === null ? "unreadable" : `v${report.schemaVersion}`} (this build: v${report.appSchemaVersion})`,
        "",
        ...report.components.map(
          (c) => `  ${!c.ok ? "FAIL" : c.absent ? "none" : "ok  "} ${c.name.padEnd(width)}  ${c.version ?? "-"}${c.detail ? `  (${c.detail})` : ""}`,
        ),
      ];
      io.stdout(lines.join("\n") + "\n");
    }
    return report.ok ? 0 : 1;
  },
});
