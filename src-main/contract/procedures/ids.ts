import { z } from "zod";

/** A row id as procedures take it: a positive integer. */
export const id = z.number().int().positive();
