import { BrowserWindow, ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from "electron";
import { INVOKE_CHANNEL } from "../contract/methods.ts";
import { invokeService } from "../contract/invokeService.ts";
import type { DistillateServices } from "../contract/services.ts";
import type { PathGrants } from "./PathGrants.ts";
import { APP_ORIGIN } from "./windowOptions.ts";

/** The preload reports dropped files' paths here (same name as in preload.ts). */
export const GRANT_CHANNEL = "distillate:grant-path";

/**
 * Answers contract calls from our own window only: the sender must be the main window's web
 * contents and the calling frame must be one of our pages (not an iframe or a page that got
 * navigated elsewhere). In development the page comes from the Vite dev server instead. Calls
 * naming a path the user never chose are refused (PathGrants, applied by invokeService to
 * every argument the contract marks as a path).
 */
export function registerIpc(services: DistillateServices, window: () => BrowserWindow | null, devOrigin: string | null, grants: PathGrants): void {
  const fromOurPage = (event: IpcMainInvokeEvent | IpcMainEvent): boolean => {
    const ours = window();
    const frameOrigin = event.senderFrame ? new URL(event.senderFrame.url).origin : null;
    return !!ours && BrowserWindow.fromWebContents(event.sender as WebContents) === ours && (frameOrigin === APP_ORIGIN || frameOrigin === devOrigin);
  };

  ipcMain.handle(INVOKE_CHANNEL, (event: IpcMainInvokeEvent, method: unknown, args: unknown) => {
    if (!fromOurPage(event)) {
      return { ok: false, error: { name: "ForbiddenSenderError", message: "This call did not come from the Distillate window." } };
    }
    return invokeService(services, method, args, { checkPath: (marked) => grants.refusal(marked) });
  });

  ipcMain.on(GRANT_CHANNEL, (event: IpcMainEvent, file: unknown) => {
    if (fromOurPage(event) && typeof file === "string") grants.grant(file);
  });
}
