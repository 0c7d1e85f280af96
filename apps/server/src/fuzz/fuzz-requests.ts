import fc from 'fast-check';

// Requests an attacker would send to the operations of the OpenAPI document: wrong types,
// huge and deeply nested values, NUL characters and lone surrogates, wrong methods and content
// types, and spellings of the path that differ from the documented one.

/**
 * Who may call an operation: anyone, the holder of a token of that scope (or a staff session,
 * where the document lists it too), or a signed-in staff member only (`staff`).
 */
export type OperationScope = 'public' | 'content' | 'support' | 'staff';

/** The staff sessions the fuzzer holds: one per role, and one waiting for its second factor. */
export type FuzzSessionRole = 'editor' | 'support' | 'admin' | 'pending';

/**
 * How a request presents a staff session: which of the fuzzer's sessions, whether it carries the
 * session's CSRF token (right, wrong or none) and an Origin (this host, another site or none). The
 * runner fills in the cookie and headers when it sends the request, from the sessions live then.
 */
export interface SessionChoice {
  role: FuzzSessionRole;
  csrf: 'right' | 'wrong' | 'none';
  origin: 'same' | 'foreign' | 'none';
}

export interface Operation {
  method: string;
  /** The documented path, with `{name}` placeholders. */
  path: string;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  pathParameters: string[];
  /** The schema of each path parameter, in the order of `pathParameters`. */
  pathSchemas: JsonSchema[];
  hasBody: boolean;
  /** The JSON schema of the body, when the document gives one. */
  bodySchema?: JsonSchema;
  /** Needs an API token or a staff session (a `security` entry). */
  secured: boolean;
  /** The token scope its security scheme names (`contentToken`, `supportToken`), or `staff` for the session alone. */
  scope: OperationScope;
  /** A staff session reaches it (its security lists `staffSession`). */
  session: boolean;
}

/** The part of JSON Schema that the route schemas use. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  pattern?: string;
  format?: string;
}

/**
 * Values the store holds (ids of users, their e-mail addresses, payment references), so that
 * generated requests also name things that exist and reach the code that changes them.
 */
export interface KnownValues {
  uuids: string[];
  emails: string[];
  paymentReferences: string[];
  /** Integer ids of stored things (staff accounts), for integer path parameters. */
  ids?: string[];
}

const noKnownValues: KnownValues = { uuids: [], emails: [], paymentReferences: [] };

function withKnown(generated: fc.Arbitrary<string>, known: string[]): fc.Arbitrary<string> {
  return known.length > 0 ? fc.oneof(generated, fc.constantFrom(...known)) : generated;
}

/** The tokens the fuzzer holds, one per scope. */
export type FuzzTokens = Record<'content' | 'support', string>;

export interface FuzzRequest {
  operation: string;
  scope: OperationScope;
  method: string;
  url: string;
  headers: Record<string, string>;
  /** The staff session to present (cookie, CSRF token, Origin), filled in when sent. */
  session?: SessionChoice;
  /** Raw body text, or undefined for none. */
  body?: string;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: Record<string, unknown>[];
}

function scopeOf(security: Record<string, unknown>[]): OperationScope {
  const schemes = security.flatMap((requirement) => Object.keys(requirement));
  if (schemes.includes('supportToken')) return 'support';
  if (schemes.includes('contentToken')) return 'content';
  if (schemes.includes('staffSession')) return 'staff';
  return 'public';
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
        pathSchemas: parameters
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.schema ?? {}),
        hasBody: operation.requestBody !== undefined,
        ...(operation.requestBody?.content?.['application/json']?.schema
          ? { bodySchema: operation.requestBody.content['application/json'].schema }
          : {}),
        secured: (operation.security ?? []).length > 0,
        scope: scopeOf(operation.security ?? []),
        session: (operation.security ?? []).some((requirement) => 'staffSession' in requirement),
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
    '0',
    '2147483647',
    '2147483648',
    '-2147483648',
    '-2147483649',
    '9007199254740992',
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

/**
 * Integers at the bounds where stores and number types break: a PostgreSQL integer column
 * (±2^31), the largest exact double (2^53), around zero, and a few that are not integers.
 */
const boundaryIntegers = [
  0,
  -1,
  1,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31),
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
];
const boundaryNumber = fc.constantFrom(...boundaryIntegers, 1.5, -0.5, 1e308, -1e308, 5e-324);

/** A JSON value of any shape, including extreme numbers and text. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nastyText,
    fc.double(),
    fc.integer(),
    boundaryNumber,
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

/** Values near a schema's integer bounds: the bounds, one past each, and the boundary integers. */
function integerNear(schema: JsonSchema): fc.Arbitrary<number> {
  const min = typeof schema.minimum === 'number' ? schema.minimum : -(2 ** 31);
  const max = typeof schema.maximum === 'number' ? schema.maximum : 2 ** 31 - 1;
  const inRange = fc.integer({
    min: Math.max(min, Number.MIN_SAFE_INTEGER),
    max: Math.min(max, Number.MAX_SAFE_INTEGER),
  });
  return fc.oneof(
    { weight: 3, arbitrary: inRange },
    { weight: 2, arbitrary: fc.constantFrom(min, max, min - 1, max + 1) },
    { weight: 2, arbitrary: fc.constantFrom(...boundaryIntegers) },
  );
}

function stringFor(schema: JsonSchema, known: KnownValues, name = ''): fc.Arbitrary<string> {
  if (schema.format === 'uuid') {
    return withKnown(fc.oneof(fc.uuid(), fc.constant('00000000-0000-0000-0000-000000000000')), known.uuids);
  }
  if (/e-?mail/i.test(name)) return withKnown(fc.constantFrom('a@example.org', 'not-an-address'), known.emails);
  if (/paymentreference/i.test(name)) return withKnown(fc.constantFrom('x', 'PAY-0'), known.paymentReferences);
  if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  if (schema.format === 'date-time') {
    // Any moment, and the edges of what a PostgreSQL timestamp holds (year 0, past 9999 in UTC).
    return fc.oneof(
      fc
        .date({ noInvalidDate: true, min: new Date('0001-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z') })
        .map((date) => date.toISOString()),
      fc.constantFrom(
        '0000-01-01T00:00:00Z',
        '0001-01-01T00:00:00+01:00',
        '0999-12-31T23:59:59Z',
        '9999-12-31T23:59:59Z',
        '9999-12-31T23:59:59-14:00',
        '1970-01-01T00:00:00Z',
        '2026-11-26T12:00:00+01:00',
      ),
    );
  }
  if (schema.format === 'email') return fc.constantFrom('a@example.org', 'someone@example.nl', 'UPPER@EXAMPLE.ORG');
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((value) => value.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern fast-check cannot generate from: plain text below.
    }
  }
  const maxLength = Math.min(schema.maxLength ?? 30, 30);
  return fc.oneof(
    fc.string({ minLength: Math.min(schema.minLength ?? 0, maxLength), maxLength }),
    fc.constantFrom('a@example.org', '2026-11-20', 'ES', 'PG', 'NL', 'x'),
  );
}

/**
 * A value of a JSON schema, valid more often than not: at every level a valid value, or now
 * and then any JSON value in its place, so invalid values hide among valid ones and requests
 * reach past the schema check into the handlers (the support API's change kinds and lookups).
 */
export function valueOf(
  schema: JsonSchema,
  known: KnownValues = noKnownValues,
  depth = 0,
  name = '',
): fc.Arbitrary<unknown> {
  const valid = validValueOf(schema, known, depth, name);
  return fc.oneof({ weight: 12, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

function validValueOf(schema: JsonSchema, known: KnownValues, depth: number, name: string): fc.Arbitrary<unknown> {
  if (depth > 6) return anyJson;
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants && variants.length > 0)
    return fc.oneof(...variants.map((variant) => valueOf(variant, known, depth + 1, name)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const names = Object.keys(properties);
      if (names.length === 0) return fc.constant({});
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const property of names) record[property] = valueOf(properties[property] ?? {}, known, depth + 1, property);
      return fc.record(record, {
        requiredKeys: (schema.required ?? []).filter((property) => names.includes(property)),
      });
    }
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, known, depth + 1, name), {
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'string':
      return stringFor(schema, known, name);
    case 'integer':
      return integerNear(schema);
    case 'number':
      return fc.oneof(
        fc.double({
          min: typeof schema.minimum === 'number' ? schema.minimum : -1e9,
          max: typeof schema.maximum === 'number' ? schema.maximum : 1e9,
          noNaN: true,
        }),
        boundaryNumber,
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return anyJson;
  }
}

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

function queryValue(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<string> {
  const options = Array.isArray(schema.enum) ? (schema.enum as string[]) : [];
  const numeric = schema.type === 'integer' || schema.type === 'number';
  return fc.oneof(
    nastyText,
    options.length > 0 ? fc.constantFrom(...options) : fc.constant('wp'),
    anyJson.map(jsonText),
    numeric ? integerNear(schema).map(String) : stringFor(schema, known, name),
  );
}

/** A path parameter: mostly nasty text, now and then a value of its schema (ids that exist). */
function pathValue(schema: JsonSchema, known: KnownValues, name: string): fc.Arbitrary<string> {
  const typed =
    schema.type === 'integer' || schema.type === 'number'
      ? withKnown(integerNear(schema).map(String), known.ids ?? [])
      : stringFor(schema, known, name);
  return fc.oneof({ weight: 2, arbitrary: nastyText }, { weight: 1, arbitrary: typed }).map(encodePathSegment);
}

/** A session presented the way a page of the site does: cookie, CSRF token, same-host Origin. */
const rightSession = (role: FuzzSessionRole): SessionChoice => ({ role, csrf: 'right', origin: 'same' });

/** A session presented with its CSRF token or Origin wrong or missing (or the session of another role). */
const wrongSession: fc.Arbitrary<SessionChoice> = fc.record({
  role: fc.constantFrom<FuzzSessionRole>('editor', 'support', 'admin', 'pending'),
  csrf: fc.constantFrom('right', 'wrong', 'none'),
  origin: fc.constantFrom('same', 'foreign', 'none'),
});

/**
 * The credentials of a request: for an operation of a token scope mostly that token, else the
 * session of a role that reaches it; for a staff-only one mostly the admin's session (an admin
 * reaches every staff route), sometimes another role's; now and then wrong or none.
 */
function credentialsFor(
  operation: Operation,
  tokens: FuzzTokens,
): fc.Arbitrary<{ authorization: string; session: SessionChoice | null }> {
  const none = { authorization: '', session: null };
  if (operation.scope === 'public') {
    return fc.constantFrom('', '', 'Bearer zlt_wrong').map((authorization) => ({ authorization, session: null }));
  }
  const wrong = fc.oneof(
    fc
      .constantFrom(`Bearer ${tokens.content}`, `Bearer ${tokens.support}`, 'Bearer zlt_wrong', '', 'Basic x')
      .map((authorization) => ({ authorization, session: null })),
    wrongSession.map((session) => ({ ...none, session })),
  );
  if (operation.scope === 'staff') {
    // Only the second-factor step takes a session still waiting for its second factor.
    const own = operation.path.endsWith('/second-factor')
      ? fc.constant<FuzzSessionRole>('pending')
      : fc.oneof(
          { weight: 4, arbitrary: fc.constant<FuzzSessionRole>('admin') },
          { weight: 1, arbitrary: fc.constantFrom<FuzzSessionRole>('editor', 'support') },
        );
    return fc.oneof(
      { weight: 6, arbitrary: own.map((role) => ({ ...none, session: rightSession(role) })) },
      { weight: 1, arbitrary: wrong },
    );
  }
  const token = fc.constant({ authorization: `Bearer ${tokens[operation.scope]}`, session: null });
  if (!operation.session) return fc.oneof({ weight: 6, arbitrary: token }, { weight: 1, arbitrary: wrong });
  const role: FuzzSessionRole = operation.scope === 'content' ? 'editor' : 'support';
  return fc.oneof(
    { weight: 4, arbitrary: token },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom<FuzzSessionRole>(role, role, 'admin')
        .map((chosen) => ({ ...none, session: rightSession(chosen) })),
    },
    { weight: 1, arbitrary: wrong },
  );
}

/** One request for an operation of the document, valid or (mostly) not. */
export function requestFor(
  operations: readonly Operation[],
  tokens: FuzzTokens,
  known: KnownValues = noKnownValues,
): fc.Arbitrary<FuzzRequest> {
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
            fc.option(queryValue(parameter.schema, known, parameter.name), { freq: parameter.required ? 8 : 2 }),
          ),
        ),
        pathValues: fc.tuple(
          ...operation.pathParameters.map((name, index) => pathValue(operation.pathSchemas[index] ?? {}, known, name)),
        ),
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
        body: operation.hasBody
          ? fc.option(
              operation.bodySchema && Object.keys(operation.bodySchema).length > 0
                ? fc.oneof(
                    { weight: 3, arbitrary: valueOf(operation.bodySchema, known).map(jsonText) },
                    { weight: 1, arbitrary: bodyText },
                  )
                : bodyText,
              { freq: 10 },
            )
          : fc.option(bodyText, { freq: 1 }),
        contentType: fc.oneof(
          { weight: 6, arbitrary: fc.constant('application/json') },
          { weight: 2, arbitrary: contentTypes },
        ),
        // Mostly the operation's own credentials, so requests reach past the door.
        credentials: credentialsFor(operation, tokens),
      })
      .map(({ method, variant, parameters, pathValues, extraQuery, rawQuery, body, contentType, credentials }) => {
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
        if (credentials.authorization) headers['authorization'] = credentials.authorization;
        if (body !== null && contentType) headers['content-type'] = contentType;
        return {
          operation: `${operation.method} ${operation.path}`,
          scope: operation.scope,
          method,
          url: `${pathVariant(path, variant)}${query ? `?${query}` : ''}`,
          headers,
          ...(credentials.session ? { session: credentials.session } : {}),
          ...(body !== null && method !== 'GET' && method !== 'HEAD' ? { body } : {}),
        };
      }),
  );
}
