import { baseUrlProblem } from "@contract/remoteAddress.ts";

/** The addresses typed one per line, blank lines dropped, or why the first one that cannot be a server's address cannot (remoteAddress.ts). */
export function parseServerAddresses(text: string): { urls: string[]; problem: string | null } {
  const urls = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  for (const [index, url] of urls.entries()) {
    const problem = baseUrlProblem(url);
    if (problem) return { urls, problem: `${urls.length > 1 ? `Address ${index + 1}` : "The address"} ${problem}.` };
  }
  return { urls, problem: urls.length === 0 ? "Give the address of at least one server." : null };
}
