import { useRef, useState, type DragEvent } from "react";
import { dragHasFiles, readDrop } from "./fileSources.ts";
import { filePickers } from "./filePickers.ts";
import type { Imports } from "./useImports.ts";

/**
 * PDFs dropped anywhere on the page: whether a drag is over it (enter and leave fire for every
 * child, hence the depth count), and importing what the drop held, by path or by bytes.
 */
export function useFileDrop(imports: Imports, setPickError: (error: Error | null) => void) {
  const [dragging, setDragging] = useState(false);
  const dragDepth = useRef(0);

  const onDragEnter = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    event.preventDefault();
    dragDepth.current++;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = "copy";
  };
  const onDragLeave = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent) => {
    if (!dragHasFiles(event.dataTransfer)) return;
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    setPickError(null);
    readDrop(event.dataTransfer, filePickers.pathForFile).then(
      ({ paths, files, folder }) => {
        if (paths.length === 0 && files.length === 0) {
          setPickError(new Error("Only PDF files can be imported, and the drop held none."));
          return;
        }
        if (paths.length > 0) void imports.importPaths(paths, { folder });
        if (files.length > 0) void imports.uploadFiles(files, folder);
      },
      (error: Error) => setPickError(error),
    );
  };

  return { dragging, handlers: { onDragEnter, onDragOver, onDragLeave, onDrop } };
}
