import { z } from "zod";

// How a run's model is loaded and its items are tried, declared once: a run request sets these
// options (each optional), plan stores them with the run with every default filled in, and
// resume and retry read them back through the same schema, so a run stored by an older version
// (fewer fields) reads with today's defaults.

/**
 * The temperature a run used where its strategy setting is empty ("Temperature" is one field of
 * every strategy's settings; this is only its fallback). Defaults to 0: greedy and repeatable.
 */
export const RUN_DEFAULT_TEMPERATURE = 0;

/** The engine settings of a run, each with its default. */
export const EngineSettingsSchema = z.object({
  /** Items generated at once, one context sequence each. Defaults to 2. */
  lanes: z.number().int().min(1).max(16).default(2),
  /** Tokens per sequence, or "auto". Defaults to "auto": the model's trained size as far as memory allows. */
  contextSize: z.union([z.literal("auto"), z.number().int().min(512)]).default("auto"),
  /** Sampling temperature where the strategy's own "Temperature" setting is empty. Defaults to 0. */
  temperature: z.number().min(0).max(2).default(RUN_DEFAULT_TEMPERATURE),
  /**
   * Score answers with the perplexity-shift test (the "dseper" filter): true adds it to the
   * filters, false removes it. In a request, absent means the filters' choice (on for ScIRGen);
   * a stored run records what was chosen, and one stored without it had it on.
   */
  perplexityShift: z.boolean().default(true),
  /**
   * The perplexity-shift pass mark: answers whose shift is not above it are rejected. Defaults
   * to 0. Its old name `dsePerThreshold` is read on input (see ENGINE_OPTION_OLD_NAMES).
   */
  perplexityShiftThreshold: z.number().default(0),
  /** Attempts per item before it is marked failed. Defaults to 3. */
  maxAttempts: z.number().int().min(1).max(10).default(3),
  /**
   * The rule filters to run, by name (a method's card lists them: StrategyInfo.filters). Defaults
   * to the method's own: the filters its paper has, and the extras its card says are on. Absent
   * for runs stored before filters were chosen, which apply them all.
   */
  filters: z.array(z.string().min(1)).max(32).optional(),
});
export type EngineSettings = z.infer<typeof EngineSettingsSchema>;

/** Every default of the engine settings (the run form shows them as hints). */
export const ENGINE_DEFAULTS: Readonly<EngineSettings> = EngineSettingsSchema.parse({});

type Optional<S> = S extends z.ZodDefault<infer Inner> ? z.ZodOptional<Inner> : S extends z.ZodOptional<z.ZodType> ? S : z.ZodOptional<S & z.ZodType>;

/**
 * The engine options as a request takes them: the same fields and checks, every one optional and
 * none filled in, so a retry can tell an option given from one left as the run had it.
 */
export const ENGINE_OPTIONS = Object.fromEntries(
  Object.entries(EngineSettingsSchema.shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap().optional() : field]),
) as { [K in keyof typeof EngineSettingsSchema.shape]: Optional<(typeof EngineSettingsSchema.shape)[K]> };

export type EngineOptions = { [K in keyof EngineSettings]?: EngineSettings[K] };

/**
 * Engine options renamed since runs were first stored, old name to today's. Stored runs keep the
 * old key in their settings JSON and scripts may still send it, so it is read on input (stored
 * settings through readEngineSettings, requests through acceptOldEngineNames) and only
 * today's name is ever written. The metric and filter id `dseper` is not an option: it stays.
 */
export const ENGINE_OPTION_OLD_NAMES = { dsePerThreshold: "perplexityShiftThreshold" } as const satisfies Record<string, keyof EngineSettings>;
type OldEngineName = keyof typeof ENGINE_OPTION_OLD_NAMES;

/**
 * `source` with every old option name read as today's: an old key moves to its new name unless
 * the new one is there too (stored settings never hold both; a request that gives both is
 * refused by acceptOldEngineNames first).
 */
export function withEngineNamesOfToday<T extends Readonly<Record<string, unknown>>>(source: T): Omit<T, OldEngineName> {
  const result: Record<string, unknown> = { ...source };
  for (const [old, today] of Object.entries(ENGINE_OPTION_OLD_NAMES)) {
    if (!(old in result)) continue;
    if (result[today] === undefined && result[old] !== undefined) result[today] = result[old];
    delete result[old];
  }
  return result as Omit<T, OldEngineName>;
}

/**
 * A request schema that also takes the options' old names on input (each with the checks of the
 * option it stands for), refuses an option given under both names, and parses to today's names
 * only, so the core never sees an old one.
 */
export function acceptOldEngineNames<Shape extends z.core.$ZodLooseShape>(schema: z.ZodObject<Shape, z.core.$strict>) {
  return schema
    .extend({
      /** @deprecated Old name of `perplexityShiftThreshold`, accepted on input for one release. */
      dsePerThreshold: ENGINE_OPTIONS.perplexityShiftThreshold,
    } satisfies Record<OldEngineName, z.ZodType>)
    .refine((request) => Object.entries(ENGINE_OPTION_OLD_NAMES).every(([old, today]) => (request as Record<string, unknown>)[old] === undefined || (request as Record<string, unknown>)[today] === undefined), {
      message: "give perplexityShiftThreshold or its old name dsePerThreshold, not both",
    })
    .transform((request) => withEngineNamesOfToday(request));
}

const ENGINE_KEYS = Object.keys(EngineSettingsSchema.shape) as (keyof EngineSettings)[];

/** The engine options given in `source` (a request, changes, stored settings), nothing else. */
export function engineOptionsOf(source: Readonly<Record<string, unknown>>): EngineOptions {
  return Object.fromEntries(ENGINE_KEYS.filter((key) => source[key] !== undefined).map((key) => [key, source[key]])) as EngineOptions;
}

/**
 * A run's stored engine settings with the defaults filled in and old option names read as
 * today's, keeping the facts recorded beside them (the context it really got, notes). A stored
 * value the schema no longer accepts is kept as it was stored rather than making the run
 * unreadable.
 */
export function readEngineSettings<Extra extends object = Record<string, unknown>>(storedAsIs: Readonly<Record<string, unknown>>): EngineSettings & Partial<Extra> {
  const stored = withEngineNamesOfToday(storedAsIs);
  const parsed = EngineSettingsSchema.safeParse(stored);
  return (parsed.success ? { ...stored, ...parsed.data } : { ...EngineSettingsSchema.parse({}), ...stored }) as EngineSettings & Partial<Extra>;
}
