/**
 * How cell text is compared. "Exact" is what a reader sees: Unicode compatibility forms folded
 * (ligatures, full-width digits), quotes straightened, soft hyphens dropped, runs of white space
 * as one space. Adjacency relations compare text with every white space removed as well, so a
 * cell wrapped over two lines or read with a space inside a number still names the same cell.
 */
import { norm } from "../normText.ts";

export const exactText = (text: string): string => norm(text);

export const relationText = (text: string): string => norm(text).replace(/\s+/g, "");
