import path from "node:path";

/** Where Distillate keeps model files it owns (copied or downloaded): `<dataDir>/models/`. */
export function modelsDirectory(dataDir: string): string {
  return path.join(dataDir, "models");
}

/** True when `file` lies inside `dir` (after resolving both), the only files Distillate may delete. */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
