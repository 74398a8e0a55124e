// The components that docusaurus-plugin-openapi-docs' generated pages (`*.api.mdx`, `*.info.mdx`,
// `*.schema.mdx`) import from its theme, docusaurus-theme-openapi-docs. The plugin writes the
// operation into their props as JSON; here they draw it as reading matter: the endpoint, the
// parameters, the request body and the responses as lists and tabs, with examples as highlighted
// code. The interactive request panel, which the theme's ApiItem page layout adds, is not drawn.
// API reference pages made from an OpenAPI document (openapi-reference.server.ts) use them too.
import type { Root as HastRoot } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { fromMarkdown } from "mdast-util-from-markdown";
import { gfmFromMarkdown } from "mdast-util-gfm";
import { toHast } from "mdast-util-to-hast";
import { gfm } from "micromark-extension-gfm";
import { useContext, type ReactNode } from "react";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";
import { dereferenced, isObject, operationAt, operationGroupsOf, operationIdOf, operationTitleOf, scalarDocumentAddress, schemasOf, securitySchemesOf, serversOf, type CodeSample, type Json, type SecurityRequirement } from "~/content/openapi-document";
import { CodeBlock, PageRenderContext } from "./docusaurus";
import { TabItem, Tabs } from "./Tabs";

/** The part of a JSON Schema (as OpenAPI writes it) these components read. */
interface JsonSchema {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[] | boolean;
  items?: JsonSchema;
  additionalProperties?: JsonSchema | boolean;
  allOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  deprecated?: boolean;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
}

interface MediaType {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { summary?: string; value?: unknown }>;
}

interface Parameter {
  name?: string;
  in?: string;
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: JsonSchema;
  example?: unknown;
}

interface Body {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaType>;
}

/** How deep a schema is drawn: the plugin's JSON may nest a model in itself many times over. */
const MAX_SCHEMA_DEPTH = 8;

/** Markdown with GFM, made once: making the extensions again for each description was most of a large page's build. */
const GFM_MARKDOWN = { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] };

/**
 * One line in which Markdown finds nothing to mark up (no emphasis, code, link, autolink, entity,
 * escape or HTML; no list, heading, quotation or indented code at its start; no space at its ends):
 * its one paragraph is the text itself. Most descriptions of fields are such a line.
 */
const PLAIN_LINE = /^(?![-+=>#|\s]|\d+[.)])[^*_`[\]<>&\\~@\n\r]+(?<!\s)$/;

/**
 * Markdown the plugin copies from the OpenAPI file (descriptions are CommonMark, GFM tables and
 * lists included) as elements; raw HTML in it is dropped. `inline`: a lone paragraph without its
 * `<p>`, for text that sits in a line (a field's allowed values).
 */
export function markdownText(text: string, inline = false): ReactNode {
  if (PLAIN_LINE.test(text) && !/:\/\/|www\./i.test(text)) return inline ? text : jsx("p", { children: text });
  // Redoc's links to an operation (`[startTest](#operation/startTest)`) lead to its heading, whose id is its operationId.
  const linked = text.replace(/\]\(\s*#operation\//g, "](#");
  const tree = toHast(fromMarkdown(linked, GFM_MARKDOWN)) as HastRoot;
  const lone = tree.children.filter((child) => child.type !== "text" || child.value.trim() !== "");
  const paragraph = inline && lone.length === 1 && lone[0].type === "element" && lone[0].tagName === "p" ? lone[0] : undefined;
  return toJsxRuntime(paragraph ? { type: "root", children: paragraph.children } : tree, { Fragment, jsx, jsxs });
}

/** A description, as the Markdown it is. */
function Description({ text }: { text?: string }) {
  if (!text?.trim()) return null;
  return <>{markdownText(text)}</>;
}

/** A schema with its `allOf` parts merged in, as the theme draws one. */
function merged(schema: JsonSchema): JsonSchema {
  if (!schema.allOf?.length) return schema;
  const parts = schema.allOf.map(merged);
  const { allOf: _allOf, ...own } = schema;
  return parts.reduce<JsonSchema>(
    (whole, part) => ({
      ...part,
      ...whole,
      properties: { ...part.properties, ...whole.properties },
      required: [...(Array.isArray(part.required) ? part.required : []), ...(Array.isArray(whole.required) ? whole.required : [])],
    }),
    own,
  );
}

/** The type a schema is shown as: its format, else its type; `Tag[]` for an array; the model's name for a reference. */
export function typeNameOf(schema: JsonSchema | undefined): string {
  if (!schema) return "any";
  const whole = merged(schema);
  if (whole.$ref) return whole.$ref.split("/").pop() ?? "object";
  if (whole.items || whole.type === "array") return `${typeNameOf(whole.items)}[]`;
  if (whole.oneOf) return "oneOf";
  if (whole.anyOf) return "anyOf";
  const type = Array.isArray(whole.type) ? whole.type.join(" | ") : whole.type;
  // A model's name says more than "object" (an API reference page names resolved references so).
  if ((type === "object" || (!type && whole.properties)) && whole.title) return whole.title;
  return whole.format ?? type ?? (whole.properties ? "object" : whole.title ?? "any");
}

/** What a value may be, beyond its type: its allowed values, bounds, default and example, values as code. */
function qualifiersOf(schema: JsonSchema): ReactNode[] {
  const notes: ReactNode[] = [];
  const code = (value: string, key?: number) => <code key={key}>{value}</code>;
  if (schema.enum?.length) notes.push(<>Possible values: {schema.enum.flatMap((value, index) => [index ? ", " : "", code(String(value), index)])}</>);
  if (schema.minimum !== undefined) notes.push(code(`>= ${schema.minimum}`));
  if (schema.maximum !== undefined) notes.push(code(`<= ${schema.maximum}`));
  if (schema.minLength !== undefined) notes.push(<>Length {code(`>= ${schema.minLength}`)}</>);
  if (schema.maxLength !== undefined) notes.push(<>Length {code(`<= ${schema.maxLength}`)}</>);
  if (schema.default !== undefined) notes.push(<>Default: {code(JSON.stringify(schema.default))}</>);
  if (schema.example !== undefined) notes.push(<>Example: {code(JSON.stringify(schema.example))}</>);
  return notes;
}

/** One field: its name, type, whether it is required, its description and qualifiers, and its own fields below. */
function Field({ name, schema, required, depth }: { name: string; schema: JsonSchema; required: boolean; depth: number }) {
  const whole = merged(schema);
  return (
    <li className="openapi-field">
      <strong>{name}</strong> <code>{typeNameOf(whole)}</code>
      {required ? <span className="openapi-required"> required</span> : null}
      {whole.deprecated ? <span className="openapi-deprecated"> deprecated</span> : null}
      {whole.readOnly ? <span> read-only</span> : null}
      <Description text={whole.description} />
      {qualifiersOf(whole).map((note, index) => (
        <div key={index}>{note}</div>
      ))}
      <SchemaFields schema={whole} depth={depth + 1} />
    </li>
  );
}

/** The fields of an object schema (or of an array's items), nested; the choices of a `oneOf`/`anyOf`. */
function SchemaFields({ schema, depth }: { schema: JsonSchema; depth: number }) {
  if (depth > MAX_SCHEMA_DEPTH) return null;
  const whole = merged(schema);
  if (whole.items) return <SchemaFields schema={whole.items} depth={depth} />;
  const choices = whole.oneOf ?? whole.anyOf;
  if (choices?.length) {
    return (
      <ul className="openapi-schema">
        {choices.map((choice, index) => (
          <Field key={index} name={choice.title ?? `Option ${index + 1}`} schema={choice} required={false} depth={depth} />
        ))}
      </ul>
    );
  }
  const properties = Object.entries(whole.properties ?? {});
  const additional = typeof whole.additionalProperties === "object" ? whole.additionalProperties : undefined;
  if (!properties.length && !additional) return null;
  const required = Array.isArray(whole.required) ? whole.required : [];
  return (
    <ul className="openapi-schema">
      {properties.map(([name, property]) => (
        <Field key={name} name={name} schema={property} required={required.includes(name)} depth={depth} />
      ))}
      {additional ? <Field name="[name: string]" schema={additional} required={false} depth={depth} /> : null}
    </ul>
  );
}

/** A value like the one a schema describes, for an example where the OpenAPI file gives none (the theme's "Example (from schema)"). */
export function sampleOf(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > MAX_SCHEMA_DEPTH) return undefined;
  const whole = merged(schema);
  if (whole.example !== undefined) return whole.example;
  if (whole.default !== undefined) return whole.default;
  if (whole.enum?.length) return whole.enum[0];
  const choice = (whole.oneOf ?? whole.anyOf)?.[0];
  if (choice) return sampleOf(choice, depth + 1);
  if (whole.items || whole.type === "array") return [sampleOf(whole.items, depth + 1)].filter((item) => item !== undefined);
  if (whole.properties) return Object.fromEntries(Object.entries(whole.properties).map(([name, property]) => [name, sampleOf(property, depth + 1)]));
  const type = Array.isArray(whole.type) ? whole.type[0] : whole.type;
  if (type === "integer" || type === "number") return 0;
  if (type === "boolean") return true;
  if (type === "object") return {};
  return whole.format === "date-time" ? "2024-01-01T00:00:00Z" : "string";
}

/** The examples of a media type: those the OpenAPI file gives, else one made from its schema. */
function Examples({ media }: { media: MediaType }) {
  const given = media.examples ? Object.entries(media.examples).map(([name, example]) => ({ name: example.summary ?? name, value: example.value })) : [];
  if (media.example !== undefined) given.unshift({ name: "Example", value: media.example });
  const examples = given.length ? given : [{ name: "Example (from schema)", value: sampleOf(media.schema) }];
  return (
    <>
      {examples
        .filter((example) => example.value !== undefined)
        .map((example, index) => (
          <CodeBlock key={index} language={typeof example.value === "string" ? "text" : "json"} title={example.name}>
            {typeof example.value === "string" ? example.value : JSON.stringify(example.value, null, 2)}
          </CodeBlock>
        ))}
    </>
  );
}

/** The content of a body or response: per media type, its schema's fields and its examples. */
function Content({ content }: { content?: Record<string, MediaType> }) {
  const types = Object.entries(content ?? {});
  if (!types.length) return null;
  return (
    <>
      {types.map(([mediaType, media]) => (
        <div key={mediaType} className="openapi-media">
          <p>
            <code>{mediaType}</code>
            {media.schema ? <> ({typeNameOf(media.schema)})</> : null}
          </p>
          {media.schema ? <SchemaFields schema={media.schema} depth={0} /> : null}
          <Examples media={media} />
        </div>
      ))}
    </>
  );
}

/** `@theme/ApiExplorer/MethodEndpoint`: the operation's method and path; on the plugin's API page of that operation, what its request panel tells a reader too. */
export function MethodEndpoint({ method, path }: { method?: string; path?: string }) {
  const verb = (method ?? "").toLowerCase();
  const operation = useContext(PageRenderContext)?.apiOperation;
  const ofThisPage = operation !== undefined && String(operation.method).toLowerCase() === verb && operation.path === path;
  return (
    <>
      <p className="openapi-endpoint">
        <span className={`api ${verb}`}>{verb === "event" ? "Webhook" : verb.toUpperCase()}</span> <code>{path}</code>
      </p>
      {ofThisPage ? <ApiPageRequest operation={operation} /> : null}
    </>
  );
}

const PARAMETER_PLACES: [string, string][] = [
  ["path", "Path Parameters"],
  ["query", "Query Parameters"],
  ["header", "Header Parameters"],
  ["cookie", "Cookie Parameters"],
];

/** `@theme/ParamsItem`: one parameter, as the theme's older pages list them one by one. */
export function ParamsItem({ param }: { param?: Parameter }) {
  if (!param?.name) return null;
  const schema = { ...param.schema, ...(param.deprecated ? { deprecated: true } : {}), description: param.description ?? param.schema?.description, ...(param.example !== undefined ? { example: param.example } : {}) };
  return <Field name={param.name} schema={schema} required={param.required === true} depth={MAX_SCHEMA_DEPTH} />;
}

/** `@theme/ParamsDetails`: the operation's parameters, by where they go (path, query, header, cookie). */
export function ParamsDetails({ parameters }: { parameters?: Parameter[] }) {
  if (!parameters?.length) return null;
  return (
    <>
      {PARAMETER_PLACES.map(([place, heading]) => {
        const these = parameters.filter((parameter) => parameter.in === place);
        if (!these.length) return null;
        return (
          <details key={place} className="openapi-details" open>
            <summary>
              <strong>{heading}</strong>
            </summary>
            <ul className="openapi-schema">
              {these.map((parameter, index) => (
                <ParamsItem key={index} param={parameter} />
              ))}
            </ul>
          </details>
        );
      })}
    </>
  );
}

/** `@theme/RequestSchema`: the request body, its media types' fields and examples; nothing for an operation without one. */
export function RequestSchema({ title, body }: { title?: string; body?: Body }) {
  if (!body?.content) return null;
  return (
    <details className="openapi-details" open>
      <summary>
        <strong>{title ?? "Body"}</strong>
        {body.required ? <span className="openapi-required"> required</span> : null}
      </summary>
      <Description text={body.description} />
      <Content content={body.content} />
    </details>
  );
}

type Responses = Record<string, { description?: string; content?: Record<string, MediaType> }>;

/** A tab per status code, with the response's description, fields and examples. */
function ResponseTabs({ codes }: { codes: [string, Responses[string]][] }) {
  return (
    <Tabs>
      {codes.map(([code, response]) => (
        <TabItem key={code} value={code} label={code}>
          <Description text={response.description} />
          <Content content={response.content} />
        </TabItem>
      ))}
    </Tabs>
  );
}

/** `@theme/StatusCodes`: the responses, a tab per status code, with their description, fields and examples. */
export function StatusCodes({ responses }: { responses?: Responses }) {
  const codes = Object.entries(responses ?? {});
  if (!codes.length) return null;
  return (
    <>
      <h2 id="responses">Responses</h2>
      <ResponseTabs codes={codes} />
    </>
  );
}

/** `@theme/Schema`: a model's fields (the plugin's `*.schema.mdx` pages). */
export function Schema({ schema }: { schema?: JsonSchema }) {
  if (!schema) return null;
  return (
    <>
      <Description text={merged(schema).description} />
      <SchemaFields schema={schema} depth={0} />
    </>
  );
}

/**
 * `@theme/SchemaItem`: one field, as the theme's older pages write them; one they write as a
 * collapsible gives its own markup as children.
 */
export function SchemaItem({ children, name, required, schemaName, schemaDescription, qualifierMessage, defaultValue, schema }: {
  children?: ReactNode;
  name?: string;
  required?: boolean | string[];
  schemaName?: string;
  schemaDescription?: string;
  qualifierMessage?: string;
  defaultValue?: unknown;
  schema?: JsonSchema;
}) {
  if (children) return <li className="openapi-field">{children}</li>;
  if (!name) return null;
  const description = schemaDescription ?? schema?.description;
  return (
    <li className="openapi-field">
      <strong>{name}</strong> <code>{schemaName ?? typeNameOf(schema)}</code>
      {required === true ? <span className="openapi-required"> required</span> : null}
      <Description text={description} />
      {qualifierMessage ? <div>{markdownText(qualifierMessage, true)}</div> : null}
      {defaultValue !== undefined ? <div>Default: <code>{JSON.stringify(defaultValue)}</code></div> : null}
    </li>
  );
}

/** `@theme/ResponseSamples`: an example response, as highlighted code. */
export function ResponseSamples({ responseExample, language }: { responseExample?: string; language?: string }) {
  if (typeof responseExample !== "string") return null;
  return <CodeBlock language={language ?? "json"}>{responseExample}</CodeBlock>;
}

/** `@theme/ApiLogo`: the API's logo from its OpenAPI file (`x-logo`). */
export function ApiLogo({ logo }: { logo?: { url?: string; altText?: string } }) {
  if (!logo?.url) return null;
  return <img className="openapi-logo" src={logo.url} alt={logo.altText ?? ""} />;
}

/** `@theme/ApiExplorer/Export`: a link to the OpenAPI file the pages were made from. */
export function Export({ url }: { url?: string }) {
  if (!url) return null;
  return (
    <p>
      <a href={url}>Download the OpenAPI file</a>
    </p>
  );
}

/** How an operation authenticates: "and" joins the schemes one way uses together, "or" the ways; an empty way makes it optional. */
function Authentication({ requirements }: { requirements?: SecurityRequirement[] }) {
  if (!requirements) return null;
  const ways = requirements.filter((way) => way.length);
  const scopesOf = (scopes: string[]) => scopes.flatMap((scope, index) => [index ? ", " : "", <code key={scope}>{scope}</code>]);
  return (
    <p className="openapi-security">
      <strong>Authentication</strong>:{" "}
      {ways.length === 0
        ? "none"
        : ways.map((way, index) => (
            <Fragment key={index}>
              {index ? " or " : ""}
              {way.map(({ scheme, scopes }, at) => (
                <Fragment key={scheme}>
                  {at ? " and " : ""}
                  <code>{scheme}</code>
                  {scopes.length ? <> (scopes {scopesOf(scopes)})</> : null}
                </Fragment>
              ))}
            </Fragment>
          ))}
      {ways.length && ways.length < requirements.length ? " (optional)" : null}
    </p>
  );
}

/** A shell word in single quotes, as curl's arguments are written. */
function quoted(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/**
 * A curl command for an operation, where the document gives no sample: the first server and the
 * path (its parameters as written, `{jobId}`), the required query and header parameters, the
 * first way it authenticates, and a body from the request's example or schema.
 */
function curlCommandOf(document: Json, method: string, path: string, operation: Json): string {
  const parameters = ((operation.parameters ?? []) as Parameter[]).filter((parameter) => parameter.required && parameter.name);
  const query = parameters.filter((parameter) => parameter.in === "query").map((parameter) => `${parameter.name}={${parameter.name}}`);
  const headers = parameters.filter((parameter) => parameter.in === "header").map((parameter) => `${parameter.name}: {${parameter.name}}`);
  const options: string[] = [];
  const way = (operation.security as SecurityRequirement[] | undefined)?.find((requirement) => requirement.length);
  const sentAs = way && securitySchemesOf(document).find((scheme) => scheme.name === way[0].scheme)?.sentAs;
  if (sentAs?.in === "basic") options.push(`-u ${quoted(sentAs.placeholder)}`);
  if (sentAs?.in === "header") headers.push(`${sentAs.name}: ${sentAs.placeholder}`);
  if (sentAs?.in === "cookie") options.push(`--cookie ${quoted(`${sentAs.name}=${sentAs.placeholder}`)}`);
  if (sentAs?.in === "query") query.push(`${sentAs.name}=${sentAs.placeholder}`);
  options.push(...headers.map((header) => `-H ${quoted(header)}`));
  const [mediaType, media] = Object.entries((operation.requestBody as Body | undefined)?.content ?? {})[0] ?? [];
  if (mediaType && media) {
    const example = media.example ?? Object.values(media.examples ?? {})[0]?.value ?? sampleOf(media.schema);
    const fields = isObject(example) ? Object.entries(example) : [];
    if (/json/.test(mediaType)) options.push(`-H ${quoted(`Content-Type: ${mediaType}`)}`, `-d ${quoted(typeof example === "string" ? example : JSON.stringify(example ?? {}, null, 2))}`);
    else if (mediaType === "multipart/form-data") options.push(...fields.map(([name, value]) => `-F ${quoted(`${name}=${media.schema?.properties?.[name]?.format === "binary" ? "@file" : String(value)}`)}`));
    else if (mediaType === "application/x-www-form-urlencoded") options.push(...fields.map(([name, value]) => `--data-urlencode ${quoted(`${name}=${String(value)}`)}`));
    else options.push(`-H ${quoted(`Content-Type: ${mediaType}`)}`, "--data-binary @file");
  }
  const server = serversOf(document)[0]?.url.replace(/\/$/, "") ?? "";
  const address = `${server}${path}${query.length ? `?${query.join("&")}` : ""}`;
  const verb = method.toUpperCase();
  return [`curl ${verb === "GET" ? "" : `-X ${verb} `}${quoted(address)}`, ...options].join(" \\\n  ");
}

/** Names `x-codeSamples` give languages, as the highlighter knows them. */
const SAMPLE_LANGUAGES: Record<string, string> = { curl: "bash", shell: "bash", sh: "bash", "c#": "csharp", "node.js": "javascript", node: "javascript", nodejs: "javascript" };

/** An operation's request samples: a tab each when there are several. */
function RequestSamples({ samples }: { samples: CodeSample[] }) {
  const block = (sample: CodeSample) => (
    <CodeBlock language={SAMPLE_LANGUAGES[sample.language.toLowerCase()] ?? sample.language.toLowerCase()} title={sample.label}>
      {sample.source}
    </CodeBlock>
  );
  return (
    <>
      <p>
        <strong>{samples.length > 1 ? "Request samples" : "Request sample"}</strong>
      </p>
      {samples.length > 1 ? (
        <Tabs>
          {samples.map((sample, index) => (
            <TabItem key={index} value={String(index)} label={sample.label}>
              {block(sample)}
            </TabItem>
          ))}
        </Tabs>
      ) : (
        block(samples[0])
      )}
    </>
  );
}

/** An operation's request samples: those the document gives (`x-codeSamples`), else a curl command made from it. */
function requestSamplesOf(document: Json, method: string, path: string, operation: Json): CodeSample[] {
  const given = operation.codeSamples as CodeSample[];
  return given.length ? given : [{ label: "curl", language: "bash", source: curlCommandOf(document, method, path, operation) }];
}

/**
 * What docusaurus-plugin-openapi-docs' request panel (which its ApiItem layout draws beside an API
 * page; this site lays pages out its own way) tells a reader, from the operation the page's
 * frontmatter carries with the document's servers and security schemes: how the operation
 * authenticates, each scheme it names in words, and a request sample.
 */
function ApiPageRequest({ operation }: { operation: Json }) {
  const method = String(operation.method).toLowerCase();
  const path = String(operation.path);
  const document: Json = { servers: operation.servers, components: { securitySchemes: operation.securitySchemes }, paths: { [path]: { [method]: operation } } };
  const shaped = operationAt(document, path, method);
  if (!shaped) return null;
  const requirements = shaped.security as SecurityRequirement[] | undefined;
  const named = new Set(requirements?.flat().map((requirement) => requirement.scheme));
  const schemes = securitySchemesOf(document).filter((scheme) => named.has(scheme.name));
  return (
    <div className="openapi-request">
      <Authentication requirements={requirements} />
      {schemes.length ? (
        <ul>
          {schemes.map((scheme) => (
            <li key={scheme.name}>
              <code>{scheme.name}</code>: {markdownText(scheme.kind, true)}
            </li>
          ))}
        </ul>
      ) : null}
      <RequestSamples samples={requestSamplesOf(document, method, path, shaped)} />
    </div>
  );
}

/** One operation of an API reference page: its method and path, description, how it authenticates, parameters, body, a request sample and responses. */
function OpenApiOperation({ document, path, method }: { document: Json; path: string; method: string }) {
  const operation = operationAt(document, path, method);
  if (!operation) return null;
  const codes = Object.entries((operation.responses ?? {}) as Responses);
  return (
    <>
      <MethodEndpoint method={method} path={path} />
      {operation.deprecated ? <p className="openapi-deprecated">Deprecated</p> : null}
      <Description text={operation.description as string | undefined} />
      <Authentication requirements={operation.security as SecurityRequirement[] | undefined} />
      <ParamsDetails parameters={operation.parameters as Parameter[]} />
      <RequestSchema body={operation.requestBody as Body | undefined} />
      <RequestSamples samples={requestSamplesOf(document, method, path, operation)} />
      {codes.length ? (
        <>
          <p>
            <strong>Responses</strong>
          </p>
          <ResponseTabs codes={codes} />
        </>
      ) : null}
    </>
  );
}

/** An address the reference may link: http(s) or mailto only, as a document is not trusted with others (`javascript:`). */
function linkable(address: unknown): address is string {
  return typeof address === "string" && /^(https?:\/\/|mailto:)/i.test(address.trim());
}

/** Text of the document's info, or undefined when it is not text or is empty. */
function infoText(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() ? value.trim() : undefined;
}

/** The API's contact, license and terms of service, on one line, as Redoc shows them under its title. */
function InfoLinks({ info }: { info: Json }) {
  const contact = isObject(info.contact) ? info.contact : {};
  const license = isObject(info.license) ? info.license : {};
  const email = infoText(contact.email);
  const parts: ReactNode[] = [];
  const contactName = infoText(contact.name);
  if (contactName || linkable(contact.url)) parts.push(<>Contact: {linkable(contact.url) ? <a href={contact.url}>{contactName ?? contact.url}</a> : contactName}</>);
  if (email) parts.push(<>E-mail: <a href={`mailto:${email}`}>{email}</a></>);
  const licenseName = infoText(license.name);
  if (licenseName) parts.push(<>License: {linkable(license.url) ? <a href={license.url}>{licenseName}</a> : licenseName}</>);
  if (linkable(info.termsOfService)) parts.push(<a href={info.termsOfService}>Terms of Service</a>);
  if (!parts.length) return null;
  return (
    <p>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? " · " : null}
          {part}
        </Fragment>
      ))}
    </p>
  );
}

/** The opening of an API reference page: the API's version, contact and license, its description, its servers, how requests authenticate and a link to the document itself. */
function OpenApiIntro({ document, documentUrl }: { document: Json; documentUrl?: string }) {
  const info = isObject(document.info) ? document.info : {};
  const servers = serversOf(document).filter((server) => server.url);
  const schemes = securitySchemesOf(document);
  return (
    <>
      {typeof info.version === "string" ? (
        <p>
          Version <code>{info.version}</code>
        </p>
      ) : null}
      <InfoLinks info={info} />
      <Description text={typeof info.description === "string" ? info.description : undefined} />
      {servers.length ? (
        <>
          <p>
            <strong>{servers.length === 1 ? "Server" : "Servers"}</strong>
          </p>
          <ul>
            {servers.map((server, index) => (
              <li key={index}>
                <code>{server.url}</code>
                {server.description ? <> ({markdownText(server.description, true)})</> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {schemes.length ? (
        <>
          <p>
            <strong>Authentication</strong>
          </p>
          <ul>
            {schemes.map((scheme) => (
              <li key={scheme.name}>
                <code>{scheme.name}</code>: {markdownText(scheme.kind, true)}
                <Description text={scheme.description} />
                {scheme.details.length ? (
                  <ul>
                    {scheme.details.map((detail, index) => (
                      <li key={index}>{markdownText(detail, true)}</li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {documentUrl ? (
        <p>
          <a href={documentUrl}>Download the OpenAPI document</a>
        </p>
      ) : null}
    </>
  );
}

/** A tag's description, under its heading. */
function OpenApiTag({ document, name }: { document: Json; name: string }) {
  const tag = (Array.isArray(document.tags) ? document.tags : []).find((declared) => isObject(declared) && declared.name === name) as Json | undefined;
  return <Description text={typeof tag?.description === "string" ? tag.description : undefined} />;
}

/** A model of the document (its Schemas section), its references resolved. */
function OpenApiModel({ document, name }: { document: Json; name: string }) {
  const schema = dereferenced(schemasOf(document)[name], document);
  return isObject(schema) ? <Schema schema={schema as JsonSchema} /> : null;
}

/** An id for a heading the reference draws itself: its words, lowercase, joined by dashes. */
function headingIdOf(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "");
}

/** A whole reference drawn by a component of the page (Scalar's, redocusaurus'): intro, a section per tag, an operation per subsection, then the models. */
function WholeReference({ document, documentUrl }: { document: Json; documentUrl?: string }) {
  return (
    <div className="openapi-reference">
      <OpenApiIntro document={document} documentUrl={documentUrl} />
      {operationGroupsOf(document).map((group) => (
        <section key={group.name}>
          <h2 id={headingIdOf(group.name)}>{group.name}</h2>
          <Description text={group.description} />
          {group.entries.map((entry) => (
            <section key={`${entry.method} ${entry.path}`}>
              <h3 id={operationIdOf(entry) ?? headingIdOf(operationTitleOf(entry))}>{operationTitleOf(entry)}</h3>
              <OpenApiOperation document={document} path={entry.path} method={entry.method} />
            </section>
          ))}
        </section>
      ))}
      {Object.keys(schemasOf(document)).length ? (
        <section>
          <h2 id="schemas">Schemas</h2>
          {Object.keys(schemasOf(document)).map((name) => (
            <section key={name}>
              <h3 id={headingIdOf(name)}>{name}</h3>
              <OpenApiModel document={document} name={name} />
            </section>
          ))}
        </section>
      ) : null}
    </div>
  );
}

/**
 * `@scalar/api-reference-react`'s `ApiReferenceReact`, which a page draws itself (in `<BrowserOnly>`,
 * as Sauce Labs' API pages do): the whole reference of the document its configuration names, when
 * the content has it (the document given inline as `content`, or its address a file of `static/`);
 * else a link to the document.
 */
function ApiReferenceReact({ configuration }: { configuration?: Json }) {
  const render = useContext(PageRenderContext);
  const settings = isObject(configuration) ? configuration : {};
  const inline = [settings.content, isObject(settings.spec) ? settings.spec.content : undefined].find(isObject);
  const address = scalarDocumentAddress(settings);
  const document = inline ?? (address ? render?.apiDocumentAt?.(address) : undefined);
  if (!document) {
    return address ? (
      <p>
        This API reference is drawn from <a href={address}>its OpenAPI document</a>, which this site does not show.
      </p>
    ) : null;
  }
  return <WholeReference document={document} />;
}

/**
 * redocusaurus' `@theme/ApiDocMdx`: the whole reference of the config's spec of that `id` (the
 * plugin's `default` without one), as Redoc draws it in the page, when the spec is a file of the
 * content, with a link to download the spec's `url`, as Redoc gives one; else a line naming the
 * spec, or saying the config has none of that id.
 */
function ApiDocMdx({ id }: { id?: string }) {
  const render = useContext(PageRenderContext);
  render?.used.add("redocSpecs");
  const specId = typeof id === "string" && id ? id : "default";
  const { spec: address, url } = render?.config.redocSpecs?.[specId] ?? {};
  const document = address ? render?.apiDocumentAt?.(address) : undefined;
  if (document) return <WholeReference document={document} documentUrl={linkable(url) ? url : undefined} />;
  if (!address) return <p>This API reference is drawn from redocusaurus' spec "{specId}", which the site's config does not have.</p>;
  return /^https?:\/\//.test(address) ? (
    <p>
      This API reference is drawn from <a href={address}>its OpenAPI document</a>, which this site does not show.
    </p>
  ) : (
    <p>This API reference is drawn from the OpenAPI document {address}, which the content does not have.</p>
  );
}

/** The specifier of the components an API reference page made from an OpenAPI document imports (see openapi-reference.server.ts). */
export const OPENAPI_REFERENCE_MODULE = "@docs-site/openapi-reference";

/** The components of an API reference page made from an OpenAPI document. */
const openApiReferenceModule = { OpenApiIntro, OpenApiModel, OpenApiOperation, OpenApiTag };

/** Theme parts that draw what only the interactive panel needs (the security schemes it sends with): nothing. */
function Nothing() {
  return null;
}

/**
 * The tab groups the theme's pages write (responses, media types, schema and example, discriminator
 * cases, security schemes): ordinary tabs; props only the theme reads (`schemaType`, `label`) are dropped.
 */
function ThemeTabs({ children, className, defaultValue }: { children?: ReactNode; className?: string; defaultValue?: string }) {
  return (
    <Tabs className={className} defaultValue={defaultValue}>
      {children}
    </Tabs>
  );
}

/**
 * `@theme/Markdown`: Markdown given as text, its `children` (`<Markdown children={"..."} />`), in a
 * block of its own, as the theme draws a description with it (its raw HTML dropped, as elsewhere
 * here). Its generated pages import it whether they use it or not.
 */
function ThemeMarkdown({ children }: { children?: ReactNode }) {
  return <div>{typeof children === "string" ? markdownText(children) : children}</div>;
}

/** The modules of docusaurus-theme-openapi-docs, by import specifier. */
export const openApiThemeModules: Record<string, unknown> = {
  "@theme/ApiExplorer/MethodEndpoint": MethodEndpoint,
  "@theme/ApiExplorer/SecuritySchemes": Nothing,
  "@theme/ApiExplorer/Export": Export,
  // The theme's name for it before version 2, which renamed its request panel ApiExplorer.
  "@theme/ApiDemoPanel/Export": Export,
  "@theme/ApiLogo": ApiLogo,
  "@theme/ParamsDetails": ParamsDetails,
  "@theme/ParamsItem": ParamsItem,
  "@theme/RequestSchema": RequestSchema,
  "@theme/StatusCodes": StatusCodes,
  "@theme/Schema": Schema,
  "@theme/SchemaItem": SchemaItem,
  "@theme/ResponseSamples": ResponseSamples,
  "@theme/Markdown": ThemeMarkdown,
  "@theme/ApiTabs": ThemeTabs,
  "@theme/MimeTabs": ThemeTabs,
  "@theme/SchemaTabs": ThemeTabs,
  "@theme/DiscriminatorTabs": ThemeTabs,
  "@theme/OperationTabs": ThemeTabs,
  [OPENAPI_REFERENCE_MODULE]: openApiReferenceModule,
  // Scalar's React component, which a page may draw an API reference with itself.
  "@scalar/api-reference-react": { ApiReferenceReact },
  // redocusaurus' component drawing a spec of the config in an MDX page.
  "@theme/ApiDocMdx": ApiDocMdx,
};

