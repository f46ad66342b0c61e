import { BrowserWindow, ipcMain, type IpcMainInvokeEvent } from "electron";
import { INVOKE_CHANNEL } from "../contract/methods.ts";
import { invokeService } from "../contract/invokeService.ts";
import type { DistillateServices } from "../contract/services.ts";
import { APP_ORIGIN } from "./windowOptions.ts";

/**
 * Answers contract calls from our own window only: the sender must be the main window's web
 * contents and the calling frame must be one of our pages (not an iframe or a page that got
 * navigated elsewhere). In development the page comes from the Vite dev server instead.
 */
export function registerIpc(services: DistillateServices, window: () => BrowserWindow | null, devOrigin: string | null): void {
  ipcMain.handle(INVOKE_CHANNEL, (event: IpcMainInvokeEvent, method: unknown, args: unknown) => {
    const ours = window();
    const frameOrigin = event.senderFrame ? new URL(event.senderFrame.url).origin : null;
    if (!ours || BrowserWindow.fromWebContents(event.sender) !== ours || (frameOrigin !== APP_ORIGIN && frameOrigin !== devOrigin)) {
      return { ok: false, error: { name: "ForbiddenSenderError", message: "This call did not come from the Distillate window." } };
    }
    return invokeService(services, method, args);
  });
}
