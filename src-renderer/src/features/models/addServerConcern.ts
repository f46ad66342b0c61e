import type { ProbeRemoteResult } from "@contract/remoteModels.ts";

/**
 * Why adding a server now would register a model that cannot be used, in words for the warning
 * "Add server" shows before "Add anyway"; null when the check found every server answering and
 * listing the model. Pure, so the rule is tested apart from the form.
 */
export function addServerConcern(probe: ProbeRemoteResult, model: string): string | null {
  const down = probe.servers.filter((s) => s.error !== null);
  if (down.length === probe.servers.length) {
    const reason = down.length === 1 ? down[0]!.error : down.every((s) => s.error === down[0]!.error) ? down[0]!.error : "each says why above.";
    const who = down.length === 1 ? "The server did not answer the check" : `None of the ${down.length} servers answered the check`;
    return `${who}: ${reason} A model added now would fail every run until ${down.length === 1 ? "it answers" : "they answer"}.`;
  }
  if (down.length > 0) {
    return `${down.length} of ${probe.servers.length} servers did not answer the check (${down.map((s) => s.url).join(", ")}); runs would lose their requests to ${down.length === 1 ? "it" : "them"}.`;
  }
  if (!probe.models.includes(model)) {
    return `The servers answer, but ${probe.models.length === 0 ? "list no model in common" : `do not list “${model}”`}: runs would be refused.`;
  }
  return null;
}
