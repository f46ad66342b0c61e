/**
 * What the command line adds after an error's message, by error `name`. Core messages are
 * shown in the desktop app too, so they never mention commands or options; the CLI's own
 * advice lives here.
 */
export const CLI_HINTS: Readonly<Record<string, string>> = {
  PaperNotFoundError: `"distillate papers" lists the papers of this library.`,
  PasswordRequiredError: "Pass its password with --password.",
};
