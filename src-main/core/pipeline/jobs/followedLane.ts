import type { GenerationPort } from "../ports.ts";
import type { Flight } from "./ExecutionPace.ts";

/** The lane, with every request's output followed into the item's flight; `onTokens` hears each count as it grows. */
export function followedLane(lane: GenerationPort, flight: Flight, onTokens: () => void): GenerationPort {
  return {
    async generate(request) {
      const cap = request.maxTokens ?? 1024;
      if (!flight.estimated) flight.expectedTokens = flight.finished + cap;
      // The cap is this request's: an item that asks several times is never capped as a whole.
      flight.requests = (flight.requests ?? 0) + 1;
      flight.requestCap = cap;
      flight.current = 0;
      const result = await lane.generate({
        ...request,
        onTokens: (n) => {
          flight.current = n;
          request.onTokens?.(n);
          onTokens();
        },
      });
      flight.finished += result.tokens.generated;
      flight.current = 0;
      return result as never;
    },
    countTokens: (text) => lane.countTokens(text),
    get contextSize() {
      return lane.contextSize;
    },
    get maxContextSize() {
      return lane.maxContextSize;
    },
    get model() {
      return lane.model;
    },
    lanes: 1,
  };
}
