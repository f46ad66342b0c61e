import { BrowserWindow, ipcMain, type IpcMainEvent, type IpcMainInvokeEvent, type WebContents } from "electron";
import { INVOKE_CHANNEL } from "../contract/methods.ts";
import { invokeService } from "../contract/invokeService.ts";
import type { DistillateServices } from "../contract/services.ts";
import type { PathGrants } from "./PathGrants.ts";
import { isTrustedSender } from "./trustedSender.ts";
import { APP_ORIGIN } from "./windowOptions.ts";

/** The preload reports dropped files' paths here (same name as in preload.ts). */
export const GRANT_CHANNEL = "distillate:grant-path";

/**
 * Answers contract calls from our own window only: the sender must be the main window's web
 * contents and the calling frame must be one of our pages (not an iframe or a page that got
 * navigated elsewhere; a frame Electron cannot name is refused). In development the page may come
 * from the Vite dev server instead. Calls naming a path the user never chose for that use are refused (PathGrants, applied by invokeService to
 * every argument the contract marks as a path).
 */
export function registerIpc(services: DistillateServices, window: () => BrowserWindow | null, devOrigin: string | null, grants: PathGrants): void {
  const trustedOrigins = devOrigin ? [APP_ORIGIN, devOrigin] : [APP_ORIGIN];
  const fromOurPage = (event: IpcMainInvokeEvent | IpcMainEvent): boolean => {
    const ours = window();
    const fromOurWindow = !!ours && BrowserWindow.fromWebContents(event.sender as WebContents) === ours;
    return isTrustedSender({ fromOurWindow, frameUrl: event.senderFrame?.url }, trustedOrigins);
  };

  ipcMain.handle(INVOKE_CHANNEL, (event: IpcMainInvokeEvent, method: unknown, args: unknown) => {
    if (!fromOurPage(event)) {
      return { ok: false, error: { name: "ForbiddenSenderError", message: "This call did not come from the Distillate window." } };
    }
    return invokeService(services, method, args, { checkPath: (marked) => grants.refusal(marked) });
  });

  ipcMain.on(GRANT_CHANNEL, (event: IpcMainEvent, file: unknown) => {
    // A drop hands the page something to read, never a place to write.
    if (fromOurPage(event) && typeof file === "string") grants.grantRead(file);
  });
}
