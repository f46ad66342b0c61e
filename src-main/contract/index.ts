export * from "./errors.ts";
export * from "./library.ts";
export * from "./papers.ts";
export * from "./system.ts";
export type * from "./services.ts";
export * from "./methods.ts";
export * from "./invokeService.ts";
export * from "./exportRecord.ts";
