import { hash } from "node:crypto";
import fs from "node:fs";

/** A short, stable hash of a text (for cache keys and ETags). */
export function hashText(text: string | Buffer): string {
  return hash("sha1", text, "base64url").slice(0, 20);
}

/**
 * What identifies one version of a file without reading it: its inode, size and modification and
 * change times. The inode and ctime tell apart files of the same size and mtime (a release
 * unpacked with the archive's times, behind a switched symbolic link: same path, another file).
 */
export function fileSignature(stat: fs.Stats): string {
  return `${stat.ino}:${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}`;
}

const fileHashes = new Map<string, { signature: string; hash: string }>();

/**
 * The hash of a file's bytes, re-read only when its signature changed; null if it is gone (or
 * cannot be read). A file that changed while it was read (a writer still at it) is hashed as read
 * but not remembered, so the next call reads it again.
 */
export function hashFile(file: string): string | null {
  let before: fs.Stats;
  let bytes: Buffer;
  try {
    before = fs.statSync(file);
    const known = fileHashes.get(file);
    if (known && known.signature === fileSignature(before)) return known.hash;
    bytes = fs.readFileSync(file);
  } catch {
    fileHashes.delete(file);
    return null;
  }
  const hash = hashText(bytes);
  const after = fs.statSync(file, { throwIfNoEntry: false });
  if (after && fileSignature(after) === fileSignature(before) && bytes.length === before.size) fileHashes.set(file, { signature: fileSignature(before), hash });
  else fileHashes.delete(file);
  return hash;
}

/** The hash recorded for a file that is not there: an import that resolved to no file. */
export const ABSENT_FILE_HASH = "absent";

/** A build input's hash now, to compare with the one recorded at the build: ABSENT_FILE_HASH when the file is not there. */
export function inputHash(file: string): string {
  return hashFile(file) ?? ABSENT_FILE_HASH;
}
