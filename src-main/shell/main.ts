import path from "node:path";
import { app, BrowserWindow, dialog, Menu, session, shell } from "electron";
import { EVENT_CHANNEL, type AppEvent } from "../contract/events.ts";
import { createCore, type Core } from "../core/createCore.ts";
import { resolveDataDir } from "../core/system/dataDir.ts";
import { registerAppScheme, serveRenderer } from "./appProtocol.ts";
import { createDesktopService } from "./createDesktopService.ts";
import { buildMenu } from "./menu.ts";
import { PathGrants } from "./PathGrants.ts";
import { registerIpc } from "./registerIpc.ts";
import { devServerUrl } from "./devServerUrl.ts";
import { allowsPagePermission } from "./pagePermissions.ts";
import { APP_ORIGIN, mainWindowOptions } from "./windowOptions.ts";
// electron-vite copies the file into out/main and gives its path at run time.
import appIcon from "../../resources/icons/512x512.png?asset";
import { keychainKeys } from "./keychainKeys.ts";
import { utilityProcessLauncher } from "./utilityProcessLauncher.ts";

// electron-vite sets ELECTRON_RENDERER_URL in `dev`; a packaged app ignores it and always
// loads its pages from app:// (see devServerUrl).
const devServer = devServerUrl(process.env, app.isPackaged);
const here = import.meta.dirname;

registerAppScheme();
let mainWindow: BrowserWindow | null = null;
let core: Core | null = null;

/** Sends to our window only; events published while no window is open are dropped. */
function sendToPage(event: AppEvent): void {
  if (mainWindow && !mainWindow.isDestroyed()) mainWindow.webContents.send(EVENT_CHANNEL, event);
}

function createWindow(): void {
  mainWindow = new BrowserWindow(mainWindowOptions(path.join(here, "../preload/preload.cjs"), { platform: process.platform, file: appIcon }));
  mainWindow.once("ready-to-show", () => mainWindow?.show());
  mainWindow.on("closed", () => (mainWindow = null));
  // The page names its view in document.title ("Review · Distillate"); the window follows it.
  mainWindow.on("page-title-updated", (event, title) => {
    event.preventDefault();
    mainWindow?.setTitle(title.trim() || "Distillate");
  });
  // The page never navigates away and never opens windows; links to the web open in the
  // user's browser only when they are plain https links.
  mainWindow.webContents.on("will-navigate", (event) => event.preventDefault());
  mainWindow.webContents.setWindowOpenHandler(({ url }) => {
    if (/^https:\/\/[^\s]+$/.test(url)) void shell.openExternal(url);
    return { action: "deny" };
  });
  void (devServer ? mainWindow.loadURL(devServer) : mainWindow.loadURL(`${APP_ORIGIN}/index.html`));
}

app.whenReady().then(() => {
  // No page of ours needs the camera, notifications or any other permission; our own pages may
  // write to the clipboard when the user asks them to (pagePermissions.ts).
  const ourOrigins = devServer ? [APP_ORIGIN, new URL(devServer).origin] : [APP_ORIGIN];
  session.defaultSession.setPermissionRequestHandler((_wc, permission, callback, details) => callback(allowsPagePermission(permission, details.requestingUrl, ourOrigins)));
  session.defaultSession.setPermissionCheckHandler((_wc, permission, requestingOrigin) => allowsPagePermission(permission, requestingOrigin, ourOrigins));
  serveRenderer(path.join(here, "../renderer"));
  let dataDir: string;
  try {
    dataDir = resolveDataDir();
  } catch (error) {
    // No home folder known as a full path (NoHomeFolderError): a library in a relative folder
    // would be another one for every place the app is started from, so say so and stop.
    dialog.showErrorBox("Distillate cannot start", (error as Error).message);
    app.quit();
    return;
  }
  const keys = keychainKeys(dataDir);
  // Model files are tried in Electron utility processes before llama.cpp reads them here (core/llm/trials/).
  core = createCore({ dataDir, log: (message) => console.log(message), apiKeys: keys, childLauncher: utilityProcessLauncher });
  const grants = new PathGrants();
  const services = { ...core.services, desktop: createDesktopService(() => mainWindow, grants, keys) };
  registerIpc(services, () => mainWindow, devServer ? new URL(devServer).origin : null, grants);
  core.events.subscribe(sendToPage);
  // Runs and imports the CLI makes on this library reach the window without a reload.
  core.watchOtherProcesses();
  Menu.setApplicationMenu(buildMenu({ send: sendToPage, platform: process.platform, devTools: !app.isPackaged }));
  createWindow();
  app.on("activate", () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on("window-all-closed", () => {
  if (process.platform !== "darwin") app.quit();
});

/** The longest quitting waits for the workers and llama.cpp once they are told to stop: a stuck one must not keep the app open. */
const QUIT_WAIT_MS = 15_000;
let closed = false;
// Quitting waits for the core to close: a worker torn down mid-write (an export, a report, a
// parse) could leave a half-written file or abort in native code. Then the app quits for real.
app.on("will-quit", (event) => {
  if (!core || closed) return;
  closed = true;
  event.preventDefault();
  const bound = new Promise<void>((resolve) => setTimeout(resolve, QUIT_WAIT_MS).unref());
  void Promise.race([core.closeAsync().catch((error: unknown) => console.log(`Closing the library: ${String(error)}`)), bound]).finally(() => app.quit());
});
