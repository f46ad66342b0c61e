// Sandboxed preload: one CommonJS file that may require only "electron". It exposes exactly
// three functions: `invoke` forwards a contract call over one channel (the main process checks
// the sender and validates the method and its arguments), `onEvent` passes the core's events on
// (the event data only, never the IPC event object), and `pathForFile` tells the page where a
// dropped file lives. No ipcRenderer, no Node, nothing else reaches the page.
import { contextBridge, ipcRenderer, webUtils, type IpcRendererEvent } from "electron";

// Same as the contract's INVOKE_CHANNEL and EVENT_CHANNEL; the preload bundles nothing.
const INVOKE_CHANNEL = "distillate:invoke";
const EVENT_CHANNEL = "distillate:event";
// Tells the main process the user handed this path to the window (see shell/PathGrants.ts).
const GRANT_CHANNEL = "distillate:grant-path";

contextBridge.exposeInMainWorld("distillate", {
  invoke: (method: string, args: unknown[]) => ipcRenderer.invoke(INVOKE_CHANNEL, method, args),
  onEvent: (listener: (event: unknown) => void) => {
    const forward = (_ipc: IpcRendererEvent, event: unknown): void => listener(event);
    ipcRenderer.on(EVENT_CHANNEL, forward);
    return () => {
      ipcRenderer.removeListener(EVENT_CHANNEL, forward);
    };
  },
  // Only files the user dropped or chose have a path; a File the page made itself gives "".
  pathForFile: (file: File) => {
    const path = webUtils.getPathForFile(file);
    if (path) ipcRenderer.send(GRANT_CHANNEL, path);
    return path;
  },
});
