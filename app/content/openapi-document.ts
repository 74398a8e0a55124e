// An OpenAPI (3.x) or Swagger (2.0) document read for an API reference page: its operations in
// order, and each operation or model with its `$ref`s resolved, in OpenAPI 3's shape. The page's
// components resolve them as they render (see openapi-reference.server.ts), so the page's source
// carries the document once, not every model again in every operation that uses it.
import { valueAtPointer } from "./json-pointer";

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * How many `$ref`s deep a schema is written out, and how many models one operation (or one model
 * of the Schemas section) writes out in all: the rest (and cycles) stay references, shown by the
 * model's name. Without the budget, models that each refer to a few others made pages of tens of
 * megabytes, every operation writing them all out again.
 */
const MAX_REFERENCE_DEPTH = 2;
const MODELS_PER_OPERATION = 6;

export interface OperationEntry {
  method: string;
  path: string;
  operation: Json;
  /** The path's own parameters, which the operation's override by name and place. */
  pathParameters: unknown[];
}

/** The document's operations, in the order of its paths and of the methods within each. */
export function operationsOf(document: Json): OperationEntry[] {
  const paths = isObject(document.paths) ? document.paths : {};
  return Object.entries(paths).flatMap(([route, item]) => {
    if (!isObject(item)) return [];
    const pathParameters = Array.isArray(item.parameters) ? item.parameters : [];
    return METHODS.filter((method) => isObject(item[method])).map((method) => ({ method, path: route, operation: item[method] as Json, pathParameters }));
  });
}

/** The address of the document a Scalar configuration names: its `url`, its `spec.url`, or its first source's `url`. */
export function scalarDocumentAddress(configuration: unknown): string | undefined {
  if (!isObject(configuration)) return undefined;
  const spec = isObject(configuration.spec) ? configuration.spec : {};
  const first = Array.isArray(configuration.sources) && isObject(configuration.sources[0]) ? configuration.sources[0] : {};
  const address = [configuration.url, spec.url, first.url].find((value) => typeof value === "string" && value.trim());
  return typeof address === "string" ? address.trim() : undefined;
}

/** A section of an API reference: a tag's operations (with the tag's description), or those without a tag ("Endpoints"). */
export interface OperationGroup {
  name: string;
  description?: string;
  entries: OperationEntry[];
}

/**
 * The document's operations by tag: in the document's order of tags, then as operations name them,
 * those without one last under "Endpoints"; a tag with neither operations nor a description is left out.
 */
export function operationGroupsOf(document: Json): OperationGroup[] {
  const declared = (Array.isArray(document.tags) ? document.tags : []).filter(isObject).filter((tag) => typeof tag.name === "string");
  const operations = operationsOf(document);
  const tagsOf = ({ operation }: OperationEntry) => (Array.isArray(operation.tags) ? operation.tags.map(String) : []);
  const names = [...new Set([...declared.map((tag) => String(tag.name)), ...operations.flatMap(tagsOf)])];
  const groups: OperationGroup[] = names.map((name) => {
    const description = declared.find((tag) => tag.name === name)?.description;
    return { name, ...(typeof description === "string" ? { description } : {}), entries: operations.filter((entry) => tagsOf(entry).includes(name)) };
  });
  groups.push({ name: "Endpoints", entries: operations.filter((entry) => tagsOf(entry).length === 0) });
  return groups.filter((group) => group.entries.length || group.description);
}

/** An operation's heading: its summary, else its method and path. */
export function operationTitleOf(entry: OperationEntry): string {
  const summary = entry.operation.summary;
  return typeof summary === "string" && summary.trim() ? summary.trim() : `${entry.method.toUpperCase()} ${entry.path}`;
}

/** An operation's `operationId`, when it can be an element's id as written. */
export function operationIdOf(entry: OperationEntry): string | undefined {
  const id = entry.operation.operationId;
  return typeof id === "string" && /^[A-Za-z][\w-]*$/.test(id) ? id : undefined;
}

/** The document's models: OpenAPI 3's `components.schemas`, Swagger 2's `definitions`. */
export function schemasOf(document: Json): Json {
  const components = isObject(document.components) ? document.components : {};
  return isObject(components.schemas) ? components.schemas : isObject(document.definitions) ? document.definitions : {};
}

/** How a request authenticates, one way the document declares, described for a reader. */
export interface SecurityScheme {
  name: string;
  /** What it is: "HTTP Basic authentication", "API key in the header `X-Key`"... (Markdown). */
  kind: string;
  description?: string;
  /** OAuth 2.0's flows, or OpenID Connect's discovery address: a line each (Markdown). */
  details: string[];
  /** How a request sample sends it: a user and password, a header, a query parameter or a cookie, with a placeholder. */
  sentAs?: { in: "basic" | "header" | "query" | "cookie"; name: string; placeholder: string };
}

const OAUTH_FLOWS: Record<string, string> = {
  authorizationCode: "Authorization code",
  accessCode: "Authorization code",
  implicit: "Implicit",
  password: "Password",
  clientCredentials: "Client credentials",
  application: "Client credentials",
};

/** A value that should be a string, or "". */
function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Whether a declared scheme is HTTP Basic authentication (OpenAPI 3's `http` with `basic`, Swagger 2's `basic`). */
function isBasic(scheme: Json): boolean {
  return scheme.type === "basic" || (scheme.type === "http" && text(scheme.scheme).toLowerCase() === "basic");
}

/** What one declared scheme is, in words. */
function schemeKind(scheme: Json): string {
  const type = text(scheme.type);
  if (isBasic(scheme)) return "HTTP Basic authentication";
  if (type === "http" && text(scheme.scheme).toLowerCase() === "bearer") return `HTTP Bearer token${scheme.bearerFormat ? ` (${text(scheme.bearerFormat)})` : ""}`;
  if (type === "http") return `HTTP \`${text(scheme.scheme)}\` authentication`;
  if (type === "apiKey") {
    const place = text(scheme.in) === "query" ? "query parameter" : text(scheme.in) === "cookie" ? "cookie" : "header";
    return `API key in the ${place} \`${text(scheme.name)}\``;
  }
  if (type === "oauth2") return "OAuth 2.0";
  if (type === "openIdConnect") return "OpenID Connect";
  if (type === "mutualTLS") return "Mutual TLS";
  return type ? `\`${type}\`` : "Unspecified";
}

/** How a request sends one declared scheme's credentials (mutual TLS: not in the request). */
function schemeSentAs(scheme: Json): SecurityScheme["sentAs"] {
  const httpScheme = text(scheme.scheme).toLowerCase();
  if (isBasic(scheme)) return { in: "basic", name: "", placeholder: "USERNAME:PASSWORD" };
  if (scheme.type === "apiKey" && text(scheme.name)) {
    const place = text(scheme.in);
    return { in: place === "query" || place === "cookie" ? place : "header", name: text(scheme.name), placeholder: "API_KEY" };
  }
  if (scheme.type === "http" && httpScheme && httpScheme !== "bearer") return { in: "header", name: "Authorization", placeholder: `${text(scheme.scheme)} CREDENTIALS` };
  if (scheme.type === "http" || scheme.type === "oauth2" || scheme.type === "openIdConnect") return { in: "header", name: "Authorization", placeholder: "Bearer TOKEN" };
  return undefined;
}

/** OAuth 2.0's flows (OpenAPI 3's `flows`, Swagger 2's one `flow`) with their addresses and scopes, or OpenID Connect's address. */
function schemeDetails(scheme: Json): string[] {
  if (typeof scheme.openIdConnectUrl === "string") return [`Discovery: <${scheme.openIdConnectUrl}>`];
  if (scheme.type !== "oauth2") return [];
  const flows = isObject(scheme.flows) ? Object.entries(scheme.flows) : typeof scheme.flow === "string" ? [[scheme.flow, scheme] as [string, unknown]] : [];
  return flows.filter(([, flow]) => isObject(flow)).map(([name, flow]) => {
    const { authorizationUrl, tokenUrl, scopes } = flow as Json;
    const parts = [
      typeof authorizationUrl === "string" ? `authorization <${authorizationUrl}>` : "",
      typeof tokenUrl === "string" ? `token <${tokenUrl}>` : "",
      isObject(scopes) && Object.keys(scopes).length ? `scopes ${Object.keys(scopes).map((scope) => `\`${scope}\``).join(", ")}` : "",
    ].filter(Boolean);
    return `${OAUTH_FLOWS[name] ?? name} flow${parts.length ? `: ${parts.join("; ")}` : ""}`;
  });
}

/** The ways the document says requests authenticate: OpenAPI 3's `components.securitySchemes`, Swagger 2's `securityDefinitions`. */
export function securitySchemesOf(document: Json): SecurityScheme[] {
  const components = isObject(document.components) ? document.components : {};
  const declared = isObject(components.securitySchemes) ? components.securitySchemes : isObject(document.securityDefinitions) ? document.securityDefinitions : {};
  return Object.entries(declared).flatMap(([name, value]) => {
    const scheme = dereferenced(value, document);
    if (!isObject(scheme)) return [];
    const sentAs = schemeSentAs(scheme);
    return [{ name, kind: schemeKind(scheme), ...(typeof scheme.description === "string" ? { description: scheme.description } : {}), details: schemeDetails(scheme), ...(sentAs ? { sentAs } : {}) }];
  });
}

/** One way to authenticate an operation: the schemes it uses together, each with the OAuth scopes it needs. */
export type SecurityRequirement = { scheme: string; scopes: string[] }[];

/**
 * The ways an operation may authenticate: its own `security`, else the document's; undefined when
 * neither says. An empty way (`{}`) means it may be called without any.
 */
function securityRequirementsOf(operation: Json, document: Json): SecurityRequirement[] | undefined {
  const requirements = Array.isArray(operation.security) ? operation.security : Array.isArray(document.security) ? document.security : undefined;
  return requirements?.filter(isObject).map((requirement) => Object.entries(requirement).map(([scheme, scopes]) => ({ scheme, scopes: Array.isArray(scopes) ? scopes.map(String) : [] })));
}

/**
 * A part of the document with its `$ref`s to the document itself replaced by what they point at
 * (keys written beside a `$ref` kept over it), a model named by its `title` (its name unless it
 * has one). A reference to another file, a cycle, or a model past the depth or the budget stays as
 * it is: the components show it by the model's name.
 */
export function dereferenced(value: unknown, document: Json, budget = { models: MODELS_PER_OPERATION }, followed: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => dereferenced(item, document, budget, followed));
  if (!isObject(value)) return value;
  if (typeof value.$ref === "string") {
    const { $ref: ref, ...beside } = value;
    const isModel = /^#\/(components\/schemas|definitions)\/[^/]+$/.test(ref);
    const within = !isModel || (budget.models > 0 && followed.length < MAX_REFERENCE_DEPTH);
    const target = ref.startsWith("#/") && !followed.includes(ref) && within ? valueAtPointer(document, ref) : undefined;
    if (target === undefined) return value;
    if (isModel) budget.models--;
    const resolved = dereferenced(target, document, budget, [...followed, ref]);
    if (!isObject(resolved)) return resolved;
    // A model keeps its name, which the components show as its type (`Dog[]`, not `object[]`).
    const named = isModel && resolved.title === undefined ? { title: ref.split("/").pop() } : {};
    return { ...named, ...resolved, ...(dereferenced(beside, document, budget, followed) as Json) };
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, dereferenced(item, document, budget, followed)]));
}

/** Swagger 2's body or form parameters as OpenAPI 3's request body, of the media type the operation consumes. */
function swagger2RequestBody(parameters: Json[], consumes: string): Json | undefined {
  const body = parameters.find((parameter) => parameter.in === "body");
  if (body) return { description: body.description, required: body.required, content: { [consumes]: { schema: body.schema } } };
  const form = parameters.filter((parameter) => parameter.in === "formData");
  if (!form.length) return undefined;
  const properties = Object.fromEntries(form.map(({ name, in: _place, required: _required, ...schema }) => [String(name), schema]));
  const required = form.filter((parameter) => parameter.required === true).map((parameter) => String(parameter.name));
  const mediaType = consumes === "application/json" ? "application/x-www-form-urlencoded" : consumes;
  return { content: { [mediaType]: { schema: { type: "object", properties, required } } } };
}

/** Swagger 2's responses as OpenAPI 3's: a response's schema (and its example) as the content of the media type the operation produces. */
function swagger2Responses(responses: unknown, produces: string): unknown {
  if (!isObject(responses)) return responses;
  return Object.fromEntries(Object.entries(responses).map(([code, response]) => {
    if (!isObject(response) || response.schema === undefined) return [code, response];
    const example = isObject(response.examples) ? response.examples[produces] : undefined;
    return [code, { description: response.description, content: { [produces]: { schema: response.schema, ...(example === undefined ? {} : { example }) } } }];
  }));
}

/** An operation's parameters, body and responses in OpenAPI 3's shape, also when the document is Swagger 2's. */
function inOpenApi3Shape(operation: Json, parameters: Json[], document: Json): Json {
  if (document.swagger === undefined) return { parameters, requestBody: operation.requestBody, responses: operation.responses };
  const firstOf = (key: string) => String([operation[key], document[key]].find(Array.isArray)?.[0] ?? "application/json");
  return {
    parameters: parameters
      .filter((parameter) => parameter.in !== "body" && parameter.in !== "formData")
      .map(({ name, in: place, description, required, ...schema }) => ({ name, in: place, description, required, schema })),
    requestBody: swagger2RequestBody(parameters, firstOf("consumes")),
    responses: swagger2Responses(operation.responses, firstOf("produces")),
  };
}

/** An operation's parameters: its path's, overridden by its own of the same name and place. */
function parametersOf(entry: OperationEntry, document: Json, budget: { models: number }): Json[] {
  const own = (Array.isArray(entry.operation.parameters) ? entry.operation.parameters : []).map((parameter) => dereferenced(parameter, document, budget)).filter(isObject);
  const shared = entry.pathParameters.map((parameter) => dereferenced(parameter, document, budget)).filter(isObject);
  const key = (parameter: Json) => `${String(parameter.in)}:${String(parameter.name)}`;
  const ownKeys = new Set(own.map(key));
  return [...shared.filter((parameter) => !ownKeys.has(key(parameter))), ...own];
}

/** A request sample the document gives for an operation. */
export interface CodeSample {
  label: string;
  language: string;
  source: string;
}

/** Redoc's `x-codeSamples` (or the older `x-code-samples`) of an operation: `{lang, label, source}` each. */
function codeSamplesOf(operation: Json): CodeSample[] {
  const given = operation["x-codeSamples"] ?? operation["x-code-samples"];
  return (Array.isArray(given) ? given : []).filter(isObject).flatMap((sample) => {
    if (typeof sample.source !== "string") return [];
    const language = typeof sample.lang === "string" ? sample.lang : "text";
    return [{ label: typeof sample.label === "string" ? sample.label : language, language, source: sample.source }];
  });
}

/** The operation at a path and method as the page draws it: description, how it authenticates, request samples given, parameters, request body and responses, resolved; undefined when the document has none there. */
export function operationAt(document: Json, path: string, method: string): Json | undefined {
  const entry = operationsOf(document).find((operation) => operation.path === path && operation.method === method);
  if (!entry) return undefined;
  const { description, deprecated } = entry.operation;
  const budget = { models: MODELS_PER_OPERATION };
  const shaped = inOpenApi3Shape(entry.operation, parametersOf(entry, document, budget), document);
  return {
    description: typeof description === "string" ? description : undefined,
    deprecated: deprecated === true,
    security: securityRequirementsOf(entry.operation, document),
    codeSamples: codeSamplesOf(entry.operation),
    parameters: shaped.parameters,
    requestBody: dereferenced(shaped.requestBody, document, budget),
    responses: dereferenced(shaped.responses, document, budget),
  };
}

/** The servers readers send requests to: OpenAPI 3's `servers`, or Swagger 2's scheme, host and base path. */
export function serversOf(document: Json): { url: string; description?: string }[] {
  if (Array.isArray(document.servers)) return document.servers.filter(isObject).map((server) => ({ url: String(server.url ?? ""), ...(typeof server.description === "string" ? { description: server.description } : {}) }));
  if (typeof document.host !== "string") return [];
  const scheme = Array.isArray(document.schemes) && typeof document.schemes[0] === "string" ? document.schemes[0] : "https";
  return [{ url: `${scheme}://${document.host}${typeof document.basePath === "string" ? document.basePath : ""}` }];
}
