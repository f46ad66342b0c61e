import type { LibraryDatabase } from "../src-main/core/db/openDatabase.ts";
import type { LitQaQuestion } from "./litqa.ts";

export async function gradeChoices(_db: LibraryDatabase, _questions: LitQaQuestion[], _paperByDoi: Map<string, number>): Promise<void> {
  console.log("  multiple choice: skipped (no model yet)");
}
