import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

/** Anything that carries zod issues: a `ZodError`, or the core `$ZodError`. */
export interface IssueCarrier {
  readonly issues: readonly Issue[];
}

/** The outcome of parsing outside input: a value, or problems written as `path: message`. */
export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: string[] };

const identifierPattern = /^[A-Za-z_$][\w$]*$/;

/** Longest prefix of a received value that an error message repeats. */
export const maxQuotedValueLength = 40;

/**
 * The value as JSON, cut to a short prefix: `"aaaaaaaa…" (1048576 characters)`. Error messages
 * name what was received without repeating a huge value in full.
 */
export function quoteValue(value: unknown, maxLength = maxQuotedValueLength): string {
  let written: string;
  try {
    written = JSON.stringify(value) ?? String(value);
  } catch {
    written = String(value);
  }
  if (written.length <= maxLength) return written;
  const size = typeof value === 'string' ? ` (${value.length} characters)` : '';
  return `${written.slice(0, maxLength)}…${size}`;
}

/**
 * Writes an issue path the way a reader would type it into code:
 * `pages[3].blocks[2].height`, `entries["contact:nameError"]`, and `(root)` for the value itself.
 */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  let written = '';
  for (const segment of path) {
    if (typeof segment === 'number') {
      written += `[${segment}]`;
    } else if (typeof segment === 'string' && identifierPattern.test(segment)) {
      written += written === '' ? segment : `.${segment}`;
    } else {
      written += `[${quoteValue(String(segment))}]`;
    }
  }
  return written === '' ? '(root)' : written;
}

/**
 * Turns zod issues into short, stable lines `path: message`, e.g.
 * `pages[0].blocks[1].height: expected number, received string`.
 * Messages a schema sets itself (refinements, custom `error` options) are kept as written.
 * `pathPrefix` places the issues under a parent, e.g. `['JSONBuildingBlocks']` or `[index]`.
 */
export function formatZodIssues(error: IssueCarrier, options: { pathPrefix?: readonly PropertyKey[] } = {}): string[] {
  const lines = error.issues.flatMap((issue) => describeIssue(issue, options.pathPrefix ?? []));
  return [...new Set(lines)];
}

/** Parses `input` with `schema` and answers a `ParseResult` whose problems are formatted lines. */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): ParseResult<z.output<S>> {
  // With the input on each issue, messages can say what was received.
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, problems: formatZodIssues(result.error) };
}

/**
 * The `error` option of a union discriminated on `kind`, so that a wrong kind reads
 * `unknown block kind "foo"` (and a missing one `required`) instead of a list of options.
 */
export function unknownKindError(what: string): (issue: z.core.$ZodRawIssue) => string | undefined {
  return (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const kind =
      typeof issue.input === 'object' && issue.input !== null ? (issue.input as { kind?: unknown }).kind : undefined;
    if (kind === undefined) return 'required';
    return `unknown ${what} ${quoteValue(kind)}`;
  };
}

function describeIssue(issue: Issue, prefix: readonly PropertyKey[]): string[] {
  const path = [...prefix, ...issue.path];
  const line = (message: string, at: readonly PropertyKey[] = path) => `${formatIssuePath(at)}: ${message}`;

  switch (issue.code) {
    case 'unrecognized_keys':
      // One line per key, at the key itself, so a misspelt field points at its own path.
      return issue.keys.map((key) => line('unknown field', [...path, key]));
    case 'invalid_union':
      return describeUnionIssue(issue, path, line);
    case 'invalid_key':
      return issue.issues.map((inner) => line(`invalid key, ${describeLeafIssue(inner)}`));
    case 'invalid_element':
      return issue.issues.map((inner) => line(`invalid element, ${describeLeafIssue(inner)}`));
    default:
      return [line(describeLeafIssue(issue))];
  }
}

function describeLeafIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return describeInvalidType(issue);
    case 'invalid_value': {
      if (!isDefaultMessage(issue.message, ['Invalid option:', 'Invalid input:'])) return issue.message;
      const expected =
        issue.values.length === 1
          ? `expected ${JSON.stringify(issue.values[0])}`
          : `expected one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
      return isPrimitive(issue.input) ? `${expected}, received ${quoteValue(issue.input)}` : expected;
    }
    case 'too_small':
      if (!isDefaultMessage(issue.message, ['Too small'])) return issue.message;
      return describeBound(issue.origin, 'small', Number(issue.minimum), issue.inclusive ?? true, issue.exact ?? false);
    case 'too_big':
      if (!isDefaultMessage(issue.message, ['Too big'])) return issue.message;
      return describeBound(issue.origin, 'big', Number(issue.maximum), issue.inclusive ?? true, issue.exact ?? false);
    case 'invalid_format':
      if (!isDefaultMessage(issue.message, ['Invalid'])) return issue.message;
      return describeFormat(issue.format);
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'custom':
      return issue.message === 'Invalid input' ? 'invalid value' : issue.message;
    default:
      return issue.message;
  }
}

const defaultInvalidTypePattern = /^Invalid input: expected (\S+), received (\S+)$/;

function describeInvalidType(issue: z.core.$ZodIssueInvalidType): string {
  const fromMessage = defaultInvalidTypePattern.exec(issue.message);
  if (!fromMessage && !('input' in issue)) return issue.message;
  const received = 'input' in issue ? typeNameOf(issue.input) : (fromMessage?.[2] ?? 'unknown');
  if (received === 'undefined') return 'required';
  return `expected ${displayTypeName(issue.expected)}, received ${received}`;
}

function describeBound(
  origin: string,
  side: 'small' | 'big',
  limit: number,
  inclusive: boolean,
  exact: boolean,
): string {
  const units: Record<string, string> = {
    string: 'characters',
    array: 'items',
    set: 'items',
    map: 'entries',
    file: 'bytes',
  };
  const unit = units[origin];
  if (unit) {
    if (origin === 'string' && side === 'small' && limit === 1 && !exact) return 'must not be empty';
    if (exact) return `must have exactly ${limit} ${unit}`;
    return side === 'small' ? `must have at least ${limit} ${unit}` : `must have at most ${limit} ${unit}`;
  }
  if (exact) return `must be exactly ${limit}`;
  if (side === 'small') return inclusive ? `must be at least ${limit}` : `must be greater than ${limit}`;
  return inclusive ? `must be at most ${limit}` : `must be less than ${limit}`;
}

function describeFormat(format: string): string {
  const described: Record<string, string> = {
    datetime: 'expected ISO date-time, e.g. 2025-01-31T09:30:00Z',
    date: 'expected ISO date, e.g. 2025-01-31',
    email: 'expected e-mail address',
    url: 'expected URL',
    regex: 'has an invalid format',
  };
  return described[format] ?? `expected ${format}`;
}

function describeUnionIssue(
  issue: z.core.$ZodIssueInvalidUnion,
  path: readonly PropertyKey[],
  line: (message: string) => string,
): string[] {
  const customMessage = issue.message !== 'Invalid input' ? issue.message : undefined;
  if (issue.discriminator !== undefined || issue.errors.length === 0) {
    if (customMessage) return [line(customMessage)];
    const options = 'options' in issue ? (issue.options ?? []) : [];
    return [
      line(
        options.length > 0
          ? `expected one of ${options.map((option) => JSON.stringify(option)).join(', ')}`
          : 'invalid value',
      ),
    ];
  }
  if (customMessage) return [line(customMessage)];

  // A branch whose problems all sit below the value matched its type and only failed inside:
  // that branch is the one the author meant, so report its problems.
  const branchesThatMatchedType = issue.errors.filter(
    (branch) => branch.length > 0 && branch.every((inner) => inner.path.length > 0),
  );
  if (branchesThatMatchedType.length > 0) {
    const closest = branchesThatMatchedType.reduce((best, branch) => (branch.length < best.length ? branch : best));
    return closest.flatMap((inner) => describeIssue(inner, path));
  }

  const expectedTypes = issue.errors.flatMap((branch) =>
    branch.filter(
      (inner): inner is z.core.$ZodIssueInvalidType => inner.code === 'invalid_type' && inner.path.length === 0,
    ),
  );
  if (expectedTypes.length === issue.errors.length && expectedTypes[0]) {
    const received = describeInvalidType(expectedTypes[0]);
    if (received === 'required') return [line('required')];
    const receivedType = received.split('received ')[1] ?? 'unknown';
    const expected = [...new Set(expectedTypes.map((inner) => displayTypeName(inner.expected)))].join(' or ');
    return [line(`expected ${expected}, received ${receivedType}`)];
  }
  return [line('does not match any allowed shape')];
}

function isDefaultMessage(message: string, defaultPrefixes: readonly string[]): boolean {
  return defaultPrefixes.some((prefix) => message.startsWith(prefix));
}

/** Zod's `record` is, to a reader of JSON, just an object. */
function displayTypeName(type: string): string {
  return type === 'record' ? 'object' : type;
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || ['string', 'number', 'boolean'].includes(typeof value);
}

function typeNameOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'NaN';
  return typeof value;
}
