// Sandboxed preload: one CommonJS file that may require only "electron". It exposes exactly one
// function, which forwards a contract call over one channel; the main process validates the
// method name and its arguments. No ipcRenderer, no Node, nothing else reaches the page.
import { contextBridge, ipcRenderer } from "electron";

const INVOKE_CHANNEL = "distillate:invoke"; // same as contract/methods.ts; the preload bundles nothing

contextBridge.exposeInMainWorld("distillate", {
  invoke: (method: string, args: unknown[]) => ipcRenderer.invoke(INVOKE_CHANNEL, method, args),
});
