/**
 * Sends a message to the process that started this one: over the IPC channel of
 * `child_process.fork`, or over Electron's `process.parentPort` in a utility process. Resolves
 * once it is on its way, so the child may exit after it.
 */
export function postToParent(message: unknown): Promise<void> {
  const parentPort = (process as { parentPort?: { postMessage(message: unknown): void } }).parentPort;
  if (parentPort) {
    parentPort.postMessage(message);
    // A utility process's port has no send callback: give the message a moment to leave.
    return new Promise((resolve) => setTimeout(resolve, 50));
  }
  return new Promise((resolve) => {
    if (!process.send) resolve();
    else process.send(message, undefined, {}, () => resolve());
  });
}
