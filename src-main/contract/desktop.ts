import { z } from "zod";

/**
 * What only the desktop shell can do: native dialogs. Paths the user picks here are the only
 * paths the Electron bridge lets the page import from or export to. The HTTP server has no such
 * service; its calls answer UnavailableHereError and the page uses uploads and downloads instead.
 */
export const SaveDialogRequestSchema = z.strictObject({
  title: z.string().optional(),
  defaultName: z.string().min(1),
  /** e.g. [{ name: "JSON", extensions: ["json"] }]. */
  filters: z.array(z.strictObject({ name: z.string(), extensions: z.array(z.string()) })).optional(),
});
export type SaveDialogRequest = z.infer<typeof SaveDialogRequestSchema>;
