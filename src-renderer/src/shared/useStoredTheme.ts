import { useEffect } from "react";
import { client } from "../client/index.ts";
import { applyTheme } from "./theme.ts";
import { useAppEvent } from "./useAppEvent.ts";

/**
 * Applies the theme stored in the settings once at startup and again whenever the settings
 * change (from this window or another one). Call it once, in the app frame.
 */
export function useStoredTheme(): void {
  useEffect(() => {
    client.call("settings.get").then(
      (settings) => applyTheme(settings.theme),
      () => undefined, // The settings view shows the error; the default theme is fine meanwhile.
    );
  }, []);
  useAppEvent("settings.changed", (event) => applyTheme(event.settings.theme));
}
