import { hash } from "node:crypto";
import fs from "node:fs";

/** A short, stable hash of a text (for cache keys and ETags). */
export function hashText(text: string | Buffer): string {
  return hash("sha1", text, "base64url").slice(0, 20);
}

const fileHashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();

/** The hash of a file's bytes, re-read only when its size or mtime changed; null if it is gone. */
export function hashFile(file: string): string | null {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    fileHashes.delete(file);
    return null;
  }
  const known = fileHashes.get(file);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.hash;
  const hash = hashText(fs.readFileSync(file));
  fileHashes.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, hash });
  return hash;
}
