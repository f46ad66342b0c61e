import type { ProbeRemoteResult } from "@contract/remoteModels.ts";

/** What the check found of the key: sent to every server, to some, or to none (a key goes only to the servers it is saved for). */
export function keyFinding(probe: ProbeRemoteResult): string {
  const sent = probe.servers.filter((server) => server.keySent).length;
  if (sent === probe.servers.length) return "found under this name, and sent to these servers only";
  if (sent === 0) return "none saved under this name for these servers, so none was sent";
  return `saved under this name for ${sent} of these ${probe.servers.length} servers, and sent to those only`;
}
