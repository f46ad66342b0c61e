/**
 * "1 page", "3 pages", "1,204 papers": a count with a noun that agrees with it, for every line the
 * CLI and the screens print ("(1 pages)" read as a slip). The plural defaults to singular + "s".
 */
export function counted(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? singular : plural}`;
}
