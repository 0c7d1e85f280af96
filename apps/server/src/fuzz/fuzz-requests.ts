import fc from 'fast-check';

// Requests an attacker would send to the operations of the OpenAPI document: wrong types,
// huge and deeply nested values, NUL characters and lone surrogates, wrong methods and content
// types, and spellings of the path that differ from the documented one.

export interface Operation {
  method: string;
  /** The documented path, with `{name}` placeholders. */
  path: string;
  query: { name: string; required: boolean; schema: Record<string, unknown> }[];
  pathParameters: string[];
  hasBody: boolean;
  /** Needs an API token (a `security` entry). */
  secured: boolean;
}

export interface FuzzRequest {
  operation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** Raw body text, or undefined for none. */
  body?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: Record<string, unknown> }[];
  requestBody?: unknown;
  security?: unknown[];
}

const httpMethods = ['get', 'head', 'post', 'put', 'patch', 'delete', 'options'];

/** Every operation of an OpenAPI document, with what the generator needs to know of it. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!httpMethods.includes(method)) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        query: parameters
          .filter((parameter) => parameter.in === 'query')
          .map((parameter) => ({
            name: parameter.name,
            required: parameter.required ?? false,
            schema: parameter.schema ?? {},
          })),
        pathParameters: parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name),
        hasBody: operation.requestBody !== undefined,
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}

/** Strings that break naive handling: NUL, lone surrogates, escapes, traversal, huge. */
const nastyText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    '',
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '../../etc/passwd',
    '%00',
    '%',
    '__proto__',
    'constructor',
    '/',
    '//',
    '<script>alert(1)</script>',
    "' or 1=1 --",
    '\\',
    'null',
    '-1',
    '2147483648',
    '1e309',
    'NaN',
    'en',
    'nl',
    'wp',
    'about',
    'news',
  ),
  fc.tuple(fc.string({ maxLength: 5 }), fc.constantFrom('\u0000', '\uD83D', '\uDE00', '\uFFFF')).map(([a, b]) => a + b),
  fc.integer({ min: 1_000, max: 200_000 }).map((length) => 'x'.repeat(length)),
);

/** A JSON value of any shape, including extreme numbers and text. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyText,
    fc.double(),
    fc.integer(),
    fc.constantFrom(2147483648, -2147483649, 1.5, 0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** JSON text nested `depth` levels deep (built as text: JSON.stringify cannot go that deep). */
function deeplyNested(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** Serialises a value as JSON text, keeping lone surrogates and NUL as JSON escapes. */
function jsonText(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

/**
 * A valid content package, then changed at one place: the place where an invalid value hides
 * among valid ones is what stresses the validator and the store.
 */
function validPackage(): Record<string, unknown> {
  return {
    source: 'wp',
    languages: [{ code: 'en', name: 'English' }],
    pages: [
      {
        type: 'page',
        language: 'en',
        slug: 'fuzz-page',
        title: 'Fuzz page',
        header: { kind: 'default', title: 'Fuzz page' },
        blocks: [{ kind: 'textBlock', body: '<p>Text</p>' }],
        lastUpdated: '2026-10-01T09:00:00Z',
        translationKey: 'fuzz',
      },
    ],
    menus: [{ language: 'en', location: 'main', items: [{ Title: 'Home', Url: '/en/', Weight: 1, Children: [] }] }],
    teamMembers: [{ Id: 'tm-fuzz', Name: 'A', Surname: 'B', CompanyRole: 'team:x', ImageURL: '/x.svg', Age: 40 }],
  };
}

const packagePaths: (string | number)[][] = [
  ['source'],
  ['languages', 0, 'code'],
  ['languages', 0, 'name'],
  ['pages', 0, 'slug'],
  ['pages', 0, 'title'],
  ['pages', 0, 'translationKey'],
  ['pages', 0, 'lastUpdated'],
  ['pages', 0, 'header'],
  ['pages', 0, 'header', 'kind'],
  ['pages', 0, 'blocks', 0],
  ['pages', 0, 'blocks', 0, 'body'],
  ['pages', 0, 'blocks', 0, 'kind'],
  ['menus', 0, 'items', 0, 'Weight'],
  ['menus', 0, 'items', 0, 'Children'],
  ['menus', 0, 'items', 0, 'Title'],
  ['teamMembers', 0, 'Age'],
  ['teamMembers', 0, 'Id'],
  ['pages'],
  [],
];

function setAt(target: Record<string, unknown>, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  let current: Record<string | number, unknown> = target;
  for (const segment of path.slice(0, -1)) current = current[segment] as Record<string | number, unknown>;
  current[path[path.length - 1]!] = value;
  return target;
}

const bodyText: fc.Arbitrary<string> = fc.oneof(
  anyJson.map(jsonText),
  fc
    .tuple(fc.constantFrom(...packagePaths), anyJson)
    .map(([path, value]) => jsonText(setAt(validPackage(), path, value))),
  fc.constant(jsonText(validPackage())),
  fc
    .tuple(fc.constantFrom(...packagePaths.filter((path) => path.length > 0)), fc.integer({ min: 60, max: 20_000 }))
    .map(([path, depth]) =>
      jsonText(setAt(validPackage(), path, 'DEEP')).replace(
        '"DEEP"',
        deeplyNested(depth, depth % 2 ? 'array' : 'object'),
      ),
    ),
  fc.constantFrom('', '{', '{"a":', 'nul', '[1,]', '{"__proto__":{"polluted":true}}', '\u0000', '{"a":"\\u0000"}'),
  fc
    .constant({
      choices: { functional: 'yes', analytical: 'yes', video: 'no', tracking: 'no' },
      revision: 1,
      language: 'en',
      action: 'accept-all',
    })
    .chain((choice) =>
      fc
        .tuple(fc.constantFrom('choices', 'revision', 'language', 'action', 'extra'), anyJson)
        .map(([key, value]) => jsonText({ ...choice, [key]: value })),
    ),
  fc
    .record({
      query: fc.array(fc.record({ key: nastyText, value: fc.array(nastyText, { maxLength: 3 }) }), { maxLength: 3 }),
    })
    .map(jsonText),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=latin1',
  '',
);

/** A path segment escaped; a lone surrogate (which has no UTF-8) becomes its CESU bytes. */
function encodePathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Spellings of a path: as documented, or changed as an attacker might try. */
function pathVariant(path: string, variant: number): string {
  switch (variant) {
    case 1:
      return `${path}/`;
    case 2:
      return path.replace(/\/([^/]*)$/, '%2F$1');
    case 3:
      return `${path}/..`;
    case 4:
      return path.toUpperCase();
    case 5:
      return `/${path}`;
    case 6:
      return `${path}/../..${path}`;
    default:
      return path;
  }
}

function queryValue(schema: Record<string, unknown>): fc.Arbitrary<string> {
  const options = Array.isArray(schema['enum']) ? (schema['enum'] as string[]) : [];
  return fc.oneof(
    nastyText,
    options.length > 0 ? fc.constantFrom(...options) : fc.constant('wp'),
    anyJson.map(jsonText),
  );
}

/** One request for an operation of the document, valid or (mostly) not. */
export function requestFor(operations: readonly Operation[], token: string): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        method: fc.oneof(
          { weight: 4, arbitrary: fc.constant(operation.method) },
          { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD') },
        ),
        variant: fc.oneof(
          { weight: 5, arbitrary: fc.constant(0) },
          { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }) },
        ),
        parameters: fc.tuple(
          ...operation.query.map((parameter) =>
            fc.option(queryValue(parameter.schema), { freq: parameter.required ? 8 : 2 }),
          ),
        ),
        pathValues: fc.tuple(...operation.pathParameters.map(() => nastyText.map(encodePathSegment))),
        extraQuery: fc.option(fc.tuple(nastyText, nastyText), { freq: 4 }),
        // Escapes URLSearchParams would never write: an overlong NUL, a lone surrogate in
        // UTF-8, a stray byte, a cut escape, repeated and bracketed names.
        rawQuery: fc.constantFrom(
          '',
          '',
          '',
          'slug=%C0%80',
          'lang=%ED%A0%80',
          'slug=%FF',
          'slug=%',
          'slug[]=a',
          'slug=a&slug=b',
          'source=wp&source=dp',
        ),
        body: operation.hasBody ? fc.option(bodyText, { freq: 10 }) : fc.option(bodyText, { freq: 1 }),
        contentType: fc.oneof(
          { weight: 6, arbitrary: fc.constant('application/json') },
          { weight: 2, arbitrary: contentTypes },
        ),
        authorization: operation.secured
          ? fc.constantFrom(`Bearer ${token}`, `Bearer ${token}`, `Bearer ${token}`, 'Bearer zlt_wrong', '', 'Basic x')
          : fc.constantFrom('', '', 'Bearer zlt_wrong'),
      })
      .map(({ method, variant, parameters, pathValues, extraQuery, rawQuery, body, contentType, authorization }) => {
        let path = operation.path;
        operation.pathParameters.forEach((name, index) => {
          path = path.replace(`{${name}}`, pathValues[index] ?? 'x');
        });
        const search = new URLSearchParams();
        operation.query.forEach((parameter, index) => {
          const value = parameters[index];
          if (value !== null && value !== undefined) search.append(parameter.name, value);
        });
        if (extraQuery) search.append(extraQuery[0], extraQuery[1]);
        const query = [search.toString(), rawQuery].filter(Boolean).join('&');
        const headers: Record<string, string> = {};
        if (authorization) headers['authorization'] = authorization;
        if (body !== null && contentType) headers['content-type'] = contentType;
        return {
          operation: `${operation.method} ${operation.path}`,
          method,
          url: `${pathVariant(path, variant)}${query ? `?${query}` : ''}`,
          headers,
          ...(body !== null && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
        };
      }),
  );
}
