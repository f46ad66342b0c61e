// No zod here: the page and the CLI's run words import these names, and only them.

/** The name runs of kept answers carry where a generation strategy's would be: QAs asked by a person. */
export const ASKED_STRATEGY = { name: "asked", label: "Asked in the library" } as const;

/** The strategy name imported runs are stored under, and what the app calls it. */
export const IMPORTED_STRATEGY = { name: "imported", label: "Imported QAs" } as const;

/** What the app calls a run kind that is not a method of the registry (asked, imported); null for a method's name. */
export function runKindLabel(strategy: string): string | null {
  if (strategy === ASKED_STRATEGY.name) return ASKED_STRATEGY.label;
  if (strategy === IMPORTED_STRATEGY.name) return IMPORTED_STRATEGY.label;
  return null;
}
