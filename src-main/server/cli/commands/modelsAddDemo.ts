import { defineCommand } from "../CliCommand.ts";
import { describeAdd } from "./modelsAdd.ts";

export const modelsAddDemoCommand = defineCommand({
  path: ["models", "add-demo"],
  summary: "Register the demo model: made on this machine in a moment, writes nonsense; for trying generation without a download.",
  async run({ io, json, core }) {
    const result = await core().services.models.addDemo();
    io.stdout((json ? JSON.stringify(result, null, 2) : describeAdd(result)) + "\n");
    return 0;
  },
});
