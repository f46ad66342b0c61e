import { errorInfoOf } from "../../shared/errorInfo.ts";

// Why an export was refused or stopped, in the words of someone saving a dataset: the core's
// messages name paths and folders for the command line; here the point is the chosen file.

/** What to tell the user when saving the export failed. */
export function exportErrorText(error: unknown): string {
  const { name, message } = errorInfoOf(error);
  switch (name) {
    case "ExportOverwritesLibraryError":
      return "Not saved: the file you chose is Distillate's library itself, and saving the export over it would erase your papers, runs and reviews. Nothing was changed. Choose another file, for example in your Documents folder.";
    case "ExportInsideDataDirError":
      return "Not saved: the folder you chose is where Distillate keeps its library and models. Nothing was changed. Choose a file in another folder, for example your Documents folder.";
    case "ExportTargetIsFolderError":
      return "Not saved: the name you chose is a folder. Nothing was changed. Choose a file name for the export.";
    case "ExportTargetNotAFileError":
      return "Not saved: the name you chose is not a file but a device, a pipe or a socket, and saving would put the export in its place. Nothing was changed. Choose a file name for the export.";
    case "ExportTargetBrokenLinkError":
      return "Not saved: the name you chose is a shortcut (a symbolic link) to a file that is not there, perhaps on a disk that is not connected. Nothing was changed. Choose the file itself, or another name.";
    case "ExportTargetIsFileError":
      return "Not saved: this format writes a folder, and the name you chose is a file. Nothing was changed. Choose a name for a new folder.";
    case "ExportFolderNotEmptyError":
      return "Not saved: the folder you chose holds other files, and the export replaces the whole folder. Nothing was changed. Choose a name for a new folder, or an earlier export of the same kind that you left as it was.";
    case "ExportFolderChangedError":
      return "Not saved: the folder you chose is an earlier export, but a file in it was changed since, and the export replaces the whole folder. Nothing was changed. Choose a name for a new folder, or move your changes out of that one first.";
    case "ExportFolderUnverifiedError":
      return "Not saved: the folder you chose looks like an export, but nothing shows that this copy of Distillate wrote it (it was made by an earlier version, another computer or someone else, or it was changed). The export replaces the whole folder, so it leaves this one alone. Nothing was changed. Choose a name for a new folder, or delete this one yourself if nothing in it is yours to keep.";
    case "ExportFolderOtherKindError":
      return "Not saved: the folder you chose holds an export in another format, which this export would replace. Nothing was changed. Choose a name for a new folder.";
    case "ExportReportFileTakenError":
      return "Not saved: Distillate saves the export's report beside it, under the export's name followed by .report.json, and a file of yours already has that name. Nothing was changed. Choose another name for the export.";
    case "ExportTargetReadOnlyError":
      return "Not saved: the file or folder you chose is read-only. Nothing was changed. Choose another place, or make it writable first.";
    case "ExportStoppedError":
      return "The export stopped before it finished (Distillate was closing). No file was written, and a file that was already there is unchanged.";
    default:
      // ExportTooLargeError's own message already says how large and what to do instead.
      return `Could not save the export: ${message}`;
  }
}
