// The command line every peer-suite extractor shares: `<repository> <output folder> [--ref <commit>]`,
// a usage line (exit 64) on anything else, the extractor's own error as one line (exit 1), and on
// success its summary followed by the bench command that reads the folder.
import path from "node:path";

export async function runExtractScript(options: {
  usage: string;
  /** The variable bench:tables reads the extracted folder from. */
  envVar: string;
  /** The extractor's error for a repository it cannot read: printed, not thrown. */
  knownError: abstract new (...args: never[]) => Error;
  extract: (repository: string, output: string, ref: string | undefined) => string | Promise<string>;
}): Promise<void> {
  const args = process.argv.slice(2);
  const refAt = args.indexOf("--ref");
  const ref = refAt >= 0 ? args.splice(refAt, 2)[1] : undefined;
  if (args.length !== 2 || (refAt >= 0 && !ref)) {
    console.error(`usage: ${options.usage}`);
    process.exit(64);
  }
  try {
    console.log(await options.extract(args[0]!, args[1]!, ref));
    console.log(`Then: ${options.envVar}=${path.resolve(args[1]!)} npm run bench:tables`);
  } catch (error) {
    if (!(error instanceof options.knownError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
