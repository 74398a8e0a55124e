// JSON Pointers (RFC 6901) as `$ref`s write them in OpenAPI documents and JSON Schemas:
// `#/components/schemas/Pet`, a part's `/` written `~1` and `~` written `~0`.

/** A pointer's part as the key it names: a URI fragment's percent-encoding undone (kept as written when malformed), then `~1` and `~0`. */
export function pointerKey(part: string): string {
  let decoded = part;
  try {
    decoded = decodeURIComponent(part);
  } catch {
    // `%` not followed by two hex digits: the part names a key with that `%` in it.
  }
  return decoded.replace(/~1/g, "/").replace(/~0/g, "~");
}

/** A key as a pointer's part writes it (`~` as `~0`, `/` as `~1`). */
export function pointerPart(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/** The value a JSON Pointer names in a document (`#/definitions/Config`, `/paths`; "" or "#": the whole), or undefined when it names none. */
export function valueAtPointer(document: unknown, pointer: string): unknown {
  const path = pointer.startsWith("#") ? pointer.slice(1) : pointer;
  if (path === "") return document;
  if (!path.startsWith("/")) return undefined;
  let value = document;
  for (const part of path.slice(1).split("/")) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<string, unknown>)[pointerKey(part)];
  }
  return value;
}
