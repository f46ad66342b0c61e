import type { BrowserWindowConstructorOptions } from "electron";

/**
 * The main window's options, kept free of Electron imports so a unit test can check the
 * security settings without launching Electron: the renderer is an isolated, sandboxed web page
 * with no Node, which reaches the app only through the preload's contract methods.
 */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 600,
    title: "Distillate",
    show: false,
    backgroundColor: "#f7f7f5",
    webPreferences: {
      preload: preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
    },
  };
}

/** Our renderer pages are served from this scheme and host; nothing else may call the app. */
export const APP_ORIGIN = "app://distillate";
