/** Where a message is read: the desktop app's screens, or a terminal running the CLI. */
export type Place = "desktop" | "cli";

/**
 * Advice whose words depend on where the user reads it: the desktop app's views and the CLI's
 * commands are two ways to the same thing, and advice naming one is no help in the other. Each is
 * said once here for both places. A core error carries the desktop's words (the app shows its
 * messages as they are); the CLI puts its own in their place (`inPlaceWords`), the way it puts its
 * flags in place of the run form's fields (server/cli/fixInCliWords.ts).
 */
const PLACE_ADVICE = {
  addModel: {
    desktop: "Add one under Models if the list is empty.",
    cli: `Pass --model <registry id or GGUF file>: "distillate models list" shows the registered models, "distillate models add <file>" registers one.`,
  },
} as const satisfies Record<string, Record<Place, string>>;

export type PlaceAdvice = keyof typeof PLACE_ADVICE;

/** The advice in the words of `place`. */
export function adviceIn(place: Place, advice: PlaceAdvice): string {
  return PLACE_ADVICE[advice][place];
}

/** A message written in the desktop's words, with each piece of advice it holds in the words of `place`. */
export function inPlaceWords(message: string, place: Place): string {
  if (place === "desktop") return message;
  let text = message;
  for (const words of Object.values(PLACE_ADVICE)) text = text.split(words.desktop).join(words[place]);
  return text;
}
