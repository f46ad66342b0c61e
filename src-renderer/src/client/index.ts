import { createClient, type Client } from "./createClient.ts";
import { httpTransport } from "./httpTransport.ts";
import { preloadTransport } from "./preloadTransport.ts";

/** The app's one client, over whichever transport this page has. */
function connect(): Client {
  const bridge = preloadTransport();
  if (bridge) return createClient(bridge);
  const token = new URLSearchParams(window.location.search).get("token") ?? "";
  return createClient(httpTransport(token));
}

export const client = connect();
export { AppError } from "./createClient.ts";
export { pathForFile } from "./preloadTransport.ts";
