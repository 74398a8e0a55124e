import fs from "node:fs";
import path from "node:path";

/** Writes a file of a throwaway content folder (its folders made as needed). */
export function writeContentFile(contentDir: string, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(contentDir, file)), { recursive: true });
  fs.writeFileSync(path.join(contentDir, file), text);
}
