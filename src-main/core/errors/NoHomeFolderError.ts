/**
 * Neither the environment nor the system's account records give the user's home folder as a full
 * path, so there is no fixed place for the library: a relative one would put a different library
 * in every folder the app is started from.
 */
export class NoHomeFolderError extends Error {
  override readonly name = "NoHomeFolderError";

  constructor(variable: string) {
    super(
      `Cannot tell where to keep the library: the home folder is not known as a full path (the variable ${variable} is empty or relative, and the system's account records give none). ` +
        "Set the variable DISTILLATE_DATA_DIR to the folder the library should be kept in.",
    );
  }
}
