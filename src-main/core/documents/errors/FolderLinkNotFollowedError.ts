import { PdfImportError } from "./PdfImportError.ts";
import { shownName } from "../../../contract/shownName.ts";

/**
 * A symbolic link to a folder inside an imported folder. Not followed, so a link back to a folder
 * above cannot make the walk endless and a link to a whole disk cannot pull it in; said, so the
 * papers in that folder are not missed without a word.
 */
export class FolderLinkNotFollowedError extends PdfImportError {
  override readonly name = "FolderLinkNotFollowedError";
  constructor(file: string, target: string) {
    const why = `an import does not follow links to folders (a link back to a folder above would never end). Import that folder by its own name to add its papers.`;
    super(file, `Not imported: ${shownName(file)} is a symbolic link to the folder ${shownName(target)}, and ${why}`, `Not imported: it is a symbolic link to the folder ${shownName(target)}, and ${why}`);
  }
}
