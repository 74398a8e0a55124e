// Whether a file is within a folder, the one test every lookup that must not leave its folder
// (the content folder, a static folder, the page cache) makes.
import path from "node:path";

/** Whether `file` is within `folder` (not the folder itself, not beside or above it). */
export function isInside(folder: string, file: string): boolean {
  const relative = path.relative(folder, file);
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
