import { encodeComponent, queryPairs, rawPathSegments, toJsonText, urlText, type Random } from './fuzz-encoding.ts';
import {
  categories,
  deepArrays,
  deepObjects,
  hostileValues,
  HUGE_STRING,
  REACHABLE_DATABASE,
  valuesPerCategory,
} from './hostile-values.ts';

/** The parts of an OpenAPI 3 document the fuzz test reads. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
type OperationObject = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};
export type OpenApiDocument = { paths?: Record<string, Record<string, OperationObject>> };

export type Operation = {
  method: string;
  /** The document's path template, e.g. `/api/books/{id}`. */
  path: string;
  pathParams: Parameter[];
  query: Parameter[];
  /** The JSON body's schema, when the operation takes one. */
  body: JsonSchema | undefined;
};

/** One request the fuzz test sends (as each role); `what` says which input it is. */
export type FuzzInput = {
  method: string;
  url: string;
  what: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Every operation of the document; the API's routes all come from their schemas, so new ones appear here. */
export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? []).filter((parameter) => parameter.in === 'path'),
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

const typesOf = (schema: JsonSchema = {}): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(typesOf),
];

function fieldKind(schema: JsonSchema | undefined): 'number' | 'string' | 'other' {
  const types = typesOf(schema);
  if (types.includes('integer') || types.includes('number')) return 'number';
  return types.includes('string') ? 'string' : 'other';
}

/** A value the schema accepts (or close to it), so that a request with one field spoiled reaches the service. */
export function validValue(schema: JsonSchema = {}, name = ''): unknown {
  // An empty default ('' for a search text, an e-mail) stops most requests at the first check.
  if (schema.default !== undefined && schema.default !== '') return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first) return validValue(first, name);
  const [type] = typesOf(schema);
  if (type === 'integer' || type === 'number') {
    const minimum = schema.minimum ?? 1;
    return schema.exclusiveMinimum === true ? minimum + 1 : Math.max(minimum, 1);
  }
  if (type === 'string') return /mail/i.test(name) ? 'fuzz@example.com' : 'fuzz'.padEnd(schema.minLength ?? 0, 'z');
  if (type === 'boolean') return false;
  if (type === 'array') return [validValue(schema.items, name)];
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, sub]) => [key, validValue(sub, key)]));
  }
  return 1;
}

/** Some hostile values of every category, more of those that attack the field's own type. */
function hostileFor(schema: JsonSchema | undefined, random: Random): { what: string; value: unknown }[] {
  const counts = valuesPerCategory(fieldKind(schema));
  return categories.flatMap((category) =>
    random.sample(hostileValues[category], counts[category]).map((value) => ({ what: category, value })),
  );
}

/** Body fields as paths: the top-level properties and those of nested objects. */
function bodyFields(schema: JsonSchema, prefix: string[] = []): { path: string[]; schema: JsonSchema }[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, sub]) => [
    { path: [...prefix, key], schema: sub },
    ...(prefix.length < 2 ? bodyFields(sub, [...prefix, key]) : []),
  ]);
}

function withField(base: unknown, path: string[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target = (target[key] = next && typeof next === 'object' ? next : {}) as Record<string, unknown>;
  }
  if (value === undefined) delete target[path.at(-1)!];
  else target[path.at(-1)!] = value;
  return copy;
}

const json = { 'content-type': 'application/json' };

/** Whole bodies that are not what the route expects, built around the valid body's JSON text. */
function hostileBodies(valid: string): { what: string; payload: string | Buffer; headers?: Record<string, string> }[] {
  const inner = valid.slice(1);
  return [
    { what: 'invalid JSON', payload: 'not json' },
    { what: 'truncated JSON', payload: valid.slice(0, Math.max(1, Math.floor(valid.length / 2))) },
    { what: 'trailing comma', payload: `${valid.slice(0, -1)},}` },
    { what: 'single quotes', payload: valid.replaceAll('"', "'") },
    { what: 'array instead of object', payload: `[${valid}]` },
    { what: 'empty array', payload: '[]' },
    { what: 'bare string', payload: '"fuzz"' },
    { what: 'bare number', payload: '1e309' },
    { what: 'null', payload: 'null' },
    { what: 'empty body', payload: '' },
    { what: 'whitespace body', payload: ' \n ' },
    { what: 'deeply nested arrays', payload: deepArrays(100_000).text },
    { what: 'deeply nested objects', payload: deepObjects(50_000).text },
    { what: 'body over the limit', payload: `{"fuzz":"${'x'.repeat(1_100_000)}"}` },
    { what: '__proto__ key', payload: `{"__proto__":{"role":"admin","isAdmin":true},${inner}` },
    { what: 'constructor key', payload: `{"constructor":{"prototype":{"role":"admin"}},${inner}` },
    { what: 'duplicate keys', payload: `${valid.slice(0, -1)}${inner.length > 1 ? ',' : ''}${inner}` },
    {
      what: 'invalid UTF-8',
      payload: Buffer.concat([
        Buffer.from('{"fuzz":"'),
        Buffer.from([0xc3, 0x28, 0xff, 0xfe, 0xed, 0xa0, 0x80]),
        Buffer.from('"}'),
      ]),
    },
    { what: 'byte order mark', payload: `\ufeff${valid}` },
    { what: 'NUL after the JSON', payload: `${valid}\u0000` },
    { what: 'text/plain', payload: valid, headers: { 'content-type': 'text/plain' } },
    { what: 'form body', payload: 'a=1&b=2', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
    {
      what: 'multipart body',
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    },
    { what: 'UTF-16 JSON', payload: valid, headers: { 'content-type': 'application/json; charset=utf-16le' } },
    { what: 'odd JSON type', payload: valid, headers: { 'content-type': 'application/json;;;charset=' } },
    { what: 'XML', payload: '<a>1</a>', headers: { 'content-type': 'application/xml' } },
    { what: 'no content type', payload: Buffer.from(valid), headers: {} },
  ];
}

/** Every hostile input for one operation: each parameter and body field spoiled in turn, then whole bodies. */
export function fuzzInputs(operation: Operation, random: Random): FuzzInput[] {
  const pathValues = Object.fromEntries(operation.pathParams.map((p) => [p.name, validValue(p.schema, p.name)]));
  const queryValues = Object.fromEntries(operation.query.map((p) => [p.name, validValue(p.schema, p.name)]));
  const validBody = operation.body ? validValue(operation.body) : undefined;
  const inputs: FuzzInput[] = [];

  const add = (
    what: string,
    { path = pathValues, rawPath = {}, query = queryPairsOf(queryValues), body, headers, payload }: Partial<Spoiled>,
  ) => {
    const url =
      operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) =>
        name in rawPath ? rawPath[name]! : encodeComponent(urlText(path[name])),
      ) + (query.length ? `?${query.join('&')}` : '');
    const bodyPayload =
      payload ??
      (body === undefined ? (validBody === undefined ? undefined : toJsonText(validBody)) : toJsonText(body));
    const input: FuzzInput = { method: operation.method, url, what };
    if (bodyPayload !== undefined) {
      input.payload = bodyPayload;
      input.headers = payload === undefined ? json : (headers ?? {});
    }
    if (REACHABLE_DATABASE.test(url) || REACHABLE_DATABASE.test(String(input.payload ?? ''))) {
      throw new Error(`the generator made a connection string to a local database: ${what}`);
    }
    inputs.push(input);
  };

  add('valid input', {});
  for (const parameter of operation.pathParams) {
    for (const { what, value } of hostileFor(parameter.schema, random)) {
      add(`path ${parameter.name}: ${what}`, { path: { ...pathValues, [parameter.name]: value } });
    }
    for (const segment of rawPathSegments) {
      add(`path ${parameter.name}: raw ${segment}`, { rawPath: { [parameter.name]: segment } });
    }
  }
  for (const parameter of operation.query) {
    const others = { ...queryValues };
    delete others[parameter.name];
    for (const { what, value } of hostileFor(parameter.schema, random)) {
      add(`query ${parameter.name}: ${what}`, { query: queryPairsOf({ ...others, [parameter.name]: value }) });
    }
    add(`query ${parameter.name}: missing`, { query: queryPairsOf(others) });
    add(`query ${parameter.name}: twice`, { query: [...queryPairsOf(queryValues), ...queryPairs(parameter.name, 2)] });
    add(`query ${parameter.name}: bad escape`, { query: [...queryPairsOf(others), `${parameter.name}=%zz%E0%A4%A`] });
  }
  if (operation.query.length) add('query: none', { query: [] });
  // Every route, with or without declared parameters, gets keys it does not expect.
  add('query: extra keys', {
    query: [...queryPairsOf(queryValues), '__proto__[role]=admin', 'constructor[prototype][x]=1', '%00=1', '&&=&=='],
  });
  add('query: 10,000 keys', { query: Array.from({ length: 10_000 }, (_, index) => `k${index}=1`) });
  if (operation.body) {
    for (const field of bodyFields(operation.body)) {
      const name = field.path.join('.');
      for (const { what, value } of hostileFor(field.schema, random)) {
        add(`body ${name}: ${what}`, { body: withField(validBody, field.path, value) });
      }
      add(`body ${name}: missing`, { body: withField(validBody, field.path, undefined) });
    }
    add('body: empty object', { body: {} });
    add('body: extra fields', {
      body: { ...(validBody as object), fuzzExtra: HUGE_STRING, id: 1, role: 'admin', isAdmin: true, userId: 1 },
    });
  }
  if (operation.method !== 'GET') {
    for (const { what, payload, headers } of hostileBodies(toJsonText(validBody ?? {}))) {
      add(`body: ${what}`, { payload, headers: headers ?? json });
    }
  }
  return inputs;
}

type Spoiled = {
  path: Record<string, unknown>;
  rawPath: Record<string, string>;
  query: string[];
  body: unknown;
  headers: Record<string, string>;
  payload: string | Buffer;
};

function queryPairsOf(values: Record<string, unknown>): string[] {
  return Object.entries(values).flatMap(([name, value]) => queryPairs(name, value));
}
