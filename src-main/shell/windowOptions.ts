import type { BrowserWindowConstructorOptions } from "electron";

/**
 * The main window's options, kept free of Electron imports so a unit test can check the
 * security settings without launching Electron: the renderer is an isolated, sandboxed web page
 * with no Node, which reaches the app only through the preload's contract methods. On Linux
 * the window carries the app's icon itself (macOS and Windows take it from the app bundle or
 * the executable, which electron-builder makes from resources/).
 */
export function mainWindowOptions(preloadPath: string, icon: { platform: NodeJS.Platform; file: string } | null = null): BrowserWindowConstructorOptions {
  return {
    ...(icon?.platform === "linux" ? { icon: icon.file } : {}),
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
