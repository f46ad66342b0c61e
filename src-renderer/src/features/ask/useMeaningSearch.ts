import { useState } from "react";
import { client } from "../../client/index.ts";
import { useAsync } from "../../shared/useAsync.ts";

export interface MeaningSearch {
  /** Whether the next question also searches by meaning with the built-in sentence encoder. */
  on: boolean;
  set(on: boolean): void;
  /** Whether it is on unless turned off, as measurement decided (the Models view says the same). */
  byDefault: boolean;
  /** Why it is on or off by default, with the figures it rests on; null until the description arrives. */
  why: string | null;
}

/**
 * The Ask view's switch for the built-in sentence encoder. Its default is read from the encoder's
 * description (`models.builtIn`, the use "ask"), the one place measurement set it, so the switch
 * and the Models card cannot disagree; once the person flips it, their choice holds for the view.
 */
export function useMeaningSearch(): MeaningSearch {
  const described = useAsync(() => client.call("models.builtIn"), []);
  const ask = described.data?.uses.find((use) => use.id === "ask");
  const byDefault = ask?.use === "default";
  const [chosen, setChosen] = useState<boolean | null>(null);
  return { on: chosen ?? byDefault, set: setChosen, byDefault, why: ask?.why ?? null };
}
