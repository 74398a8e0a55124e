// docusaurus-json-schema-plugin's `@theme/JSONSchemaViewer`: a JSON Schema's properties drawn as
// nested lists, each with its type, whether it is required, its description, values and default;
// an object's or array's own properties fold away in a `<details>`, which needs no script.
import type { ReactNode } from "react";
import { valueAtPointer } from "~/content/json-pointer";

type Schema = Record<string, unknown>;

/** How deep nested properties are drawn: a schema that refers to itself ($ref cycles) stops there. */
const MAX_DEPTH = 12;

/** How many nested schemas one viewer unfolds: past that (a schema whose $refs fan out at each level), properties show their name and type alone. */
const MAX_UNFOLDED = 4000;

/** What is left of a viewer's MAX_UNFOLDED, shared by all its parts. */
interface Budget {
  left: number;
}

/** Whether a value is a schema object (not an array, not null). */
function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A schema with its local `$ref` followed (through further refs); the refs followed on the way are added to `seen`. */
function resolved(schema: Schema, root: unknown, seen: Set<string>): Schema | undefined {
  let current = schema;
  while (typeof current.$ref === "string" && current.$ref.startsWith("#")) {
    if (seen.has(current.$ref)) return undefined;
    seen.add(current.$ref);
    const target = valueAtPointer(root, current.$ref);
    if (!isSchema(target)) return undefined;
    const { $ref: _ref, ...rest } = current;
    current = { ...target, ...rest };
  }
  return current;
}

/** A schema's type as the viewer names it: its `type` (or types), `array of X`, else what its shape says. */
function typeOf(schema: Schema, root: unknown): string | undefined {
  const type = Array.isArray(schema.type) ? schema.type.filter((t) => typeof t === "string").join(" | ") : typeof schema.type === "string" ? schema.type : undefined;
  if (type === "array" && isSchema(schema.items)) {
    const items = resolved(schema.items, root, new Set());
    const inner = items && typeOf(items, root);
    return inner ? `${inner}[]` : "array";
  }
  if (type) return type;
  if (isSchema(schema.properties)) return "object";
  if (Array.isArray(schema.enum)) return "enum";
  if (schema.const !== undefined) return "const";
  return undefined;
}

/** A value as JSON writes it, a string in its quotes. */
function jsonText(value: unknown): string {
  return typeof value === "string" ? `"${value}"` : JSON.stringify(value) ?? String(value);
}

/** What a schema says of itself: description, possible values, constant, default, examples. */
function SchemaFacts({ schema }: { schema: Schema }) {
  const description = typeof schema.description === "string" ? schema.description : typeof schema.markdownDescription === "string" ? schema.markdownDescription : undefined;
  const values = Array.isArray(schema.enum) ? schema.enum : undefined;
  const examples = Array.isArray(schema.examples) ? schema.examples : undefined;
  return (
    <>
      {description ? <p>{description}</p> : null}
      {values ? <p>Possible values: {values.map((value, index) => <span key={index}>{index ? ", " : ""}<code>{jsonText(value)}</code></span>)}</p> : null}
      {schema.const !== undefined ? <p>Constant value: <code>{jsonText(schema.const)}</code></p> : null}
      {schema.default !== undefined ? <p>Default value: <code>{jsonText(schema.default)}</code></p> : null}
      {examples?.length ? <p>Examples: {examples.map((value, index) => <span key={index}>{index ? ", " : ""}<code>{jsonText(value)}</code></span>)}</p> : null}
    </>
  );
}

/** The parts of a schema that hold further schemas: its properties, its array's items, its alternatives. */
function SchemaChildren({ schema, root, seen, depth, budget }: { schema: Schema; root: unknown; seen: Set<string>; depth: number; budget: Budget }): ReactNode {
  if (depth > MAX_DEPTH || budget.left <= 0) return null;
  budget.left -= 1;
  const parts: ReactNode[] = [];
  if (isSchema(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required.filter((name) => typeof name === "string") : []);
    parts.push(
      <ul key="properties">
        {Object.entries(schema.properties).filter(([, value]) => isSchema(value)).map(([name, value]) => (
          <SchemaProperty key={name} name={name} schema={value as Schema} required={required.has(name)} root={root} seen={seen} depth={depth + 1} budget={budget} />
        ))}
      </ul>,
    );
  }
  if (isSchema(schema.items)) {
    const items = resolved(schema.items, root, new Set(seen));
    if (items && hasChildren(items)) parts.push(<div key="items"><p>Items:</p><SchemaChildren schema={items} root={root} seen={seen} depth={depth + 1} budget={budget} /></div>);
  }
  for (const keyword of ["anyOf", "oneOf", "allOf"] as const) {
    const options = Array.isArray(schema[keyword]) ? (schema[keyword] as unknown[]).filter(isSchema) : [];
    if (!options.length) continue;
    const heading = keyword === "allOf" ? "All of:" : keyword === "oneOf" ? "One of:" : "Any of:";
    parts.push(
      <div key={keyword}>
        <p>{heading}</p>
        <ol>
          {options.map((option, index) => {
            const within = new Set(seen);
            const shown = resolved(option, root, within);
            if (!shown) return <li key={index}><code>{typeof option.$ref === "string" ? option.$ref : "schema"}</code></li>;
            return (
              <li key={index}>
                {typeOf(shown, root) ? <code>{typeOf(shown, root)}</code> : null}
                <SchemaFacts schema={shown} />
                <SchemaChildren schema={shown} root={root} seen={within} depth={depth + 1} budget={budget} />
              </li>
            );
          })}
        </ol>
      </div>,
    );
  }
  return parts.length ? <>{parts}</> : null;
}

/** Whether a schema holds further schemas to draw (properties, items, alternatives). */
function hasChildren(schema: Schema): boolean {
  return isSchema(schema.properties) || isSchema(schema.items) || ["anyOf", "oneOf", "allOf"].some((keyword) => Array.isArray(schema[keyword]));
}

/** One property: its name, type and whether it is required, then what it says; its own properties fold away. */
function SchemaProperty({ name, schema, required, root, seen, depth, budget }: { name: string; schema: Schema; required: boolean; root: unknown; seen: Set<string>; depth: number; budget: Budget }) {
  const within = new Set(seen);
  const shown = resolved(schema, root, within);
  const type = shown && typeOf(shown, root);
  const head = (
    <>
      <strong>{name}</strong>
      {type ? <> <code>{type}</code></> : null}
      {required ? <> <em>required</em></> : null}
    </>
  );
  if (!shown) return <li>{head}</li>;
  if (!hasChildren(shown)) return <li>{head}<SchemaFacts schema={shown} /></li>;
  return (
    <li>
      <details>
        <summary>{head}</summary>
        <SchemaFacts schema={shown} />
        <SchemaChildren schema={shown} root={root} seen={within} depth={depth} budget={budget} />
      </details>
    </li>
  );
}

/**
 * `<JSONSchemaViewer schema={...} resolverOptions={{jsonPointer: "#/definitions/X"}} />`: the schema
 * (or the part of it the pointer names) drawn on the server; `$ref`s within the document are followed.
 */
export function JSONSchemaViewer({ schema, resolverOptions }: { schema?: unknown; resolverOptions?: { jsonPointer?: unknown } }) {
  if (!isSchema(schema)) return null;
  const pointer = typeof resolverOptions?.jsonPointer === "string" ? resolverOptions.jsonPointer : "";
  const start = valueAtPointer(schema, pointer);
  if (!isSchema(start)) return null;
  const seen = new Set<string>(pointer ? [pointer] : []);
  const shown = resolved(start, schema, seen);
  if (!shown) return null;
  const type = typeOf(shown, schema);
  return (
    <div className="json-schema-viewer">
      {typeof shown.title === "string" || type ? (
        <p>
          {typeof shown.title === "string" ? <strong>{shown.title}</strong> : null}
          {typeof shown.title === "string" && type ? " " : null}
          {type ? <code>{type}</code> : null}
        </p>
      ) : null}
      <SchemaFacts schema={shown} />
      <SchemaChildren schema={shown} root={schema} seen={seen} depth={0} budget={{ left: MAX_UNFOLDED }} />
    </div>
  );
}
