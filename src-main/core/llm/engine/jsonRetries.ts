// How a JSON generation is retried when its output does not parse or follow the schema; one
// definition for the local engine (generateWithRetries) and remote servers (RemoteSession), so a
// run gives up after the same number of tries whichever backend serves it.

/** Generations tried before GenerationFailedError, unless the request says otherwise. */
export const JSON_ATTEMPTS = 3;

/** Temperature of a retry after a greedy attempt failed: greedy again would repeat the same output. */
export const RETRY_TEMPERATURE = 0.7;
