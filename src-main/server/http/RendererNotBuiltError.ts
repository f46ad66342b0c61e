import path from "node:path";

/** The renderer has not been built, so there is no page to serve. */
export class RendererNotBuiltError extends Error {
  override readonly name = "RendererNotBuiltError";
  constructor(rendererDir: string) {
    super(`The web page is not built (there is no ${path.join(rendererDir, "index.html")}). Run \`npm run build\` first.`);
  }
}
