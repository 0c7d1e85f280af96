import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatIssuePath, formatZodIssues } from './issues.ts';

function problemsOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : formatZodIssues(result.error);
}

describe('formatIssuePath', () => {
  it('writes indices in brackets, keys dotted and the root as (root)', () => {
    expect(formatIssuePath(['pages', 3, 'blocks', 2, 'height'])).toBe('pages[3].blocks[2].height');
    expect(formatIssuePath([0, 'Age'])).toBe('[0].Age');
    expect(formatIssuePath([])).toBe('(root)');
  });

  it('quotes keys that are not plain identifiers', () => {
    expect(formatIssuePath(['entries', 'contact:nameError'])).toBe('entries["contact:nameError"]');
  });
});

describe('formatZodIssues', () => {
  it('writes type mismatches short, also when the input was not reported', () => {
    expect(problemsOf(z.object({ height: z.number() }), { height: '5' })).toEqual([
      'height: expected number, received string',
    ]);
  });

  it('calls a missing field required', () => {
    expect(problemsOf(z.object({ slug: z.string() }), {})).toEqual(['slug: required']);
  });

  it('keeps messages a schema sets itself', () => {
    const schema = z.object({ slug: z.string().refine((slug) => !slug.startsWith('/'), 'no leading slash') });
    expect(problemsOf(schema, { slug: '/x' })).toEqual(['slug: no leading slash']);
  });

  it('reports each unknown field at its own path', () => {
    expect(problemsOf(z.strictObject({ a: z.string() }), { a: '', b: 1, c: 2 })).toEqual([
      'b: unknown field',
      'c: unknown field',
    ]);
  });

  it('describes bounds of numbers, texts and lists', () => {
    const schema = z.object({
      age: z.number().max(150),
      name: z.string().min(1),
      tags: z.array(z.string()).min(2),
      ratio: z.number().gt(0),
    });
    expect(problemsOf(schema, { age: 151, name: '', tags: ['a'], ratio: 0 })).toEqual([
      'age: must be at most 150',
      'name: must not be empty',
      'tags: must have at least 2 items',
      'ratio: must be greater than 0',
    ]);
  });

  it('reports the problems of the union branch whose type matched', () => {
    const schema = z.union([z.string(), z.object({ url: z.string() })]);
    expect(problemsOf(schema, { url: 5 })).toEqual(['url: expected string, received number']);
    expect(problemsOf(schema, 5)).toEqual(['(root): expected string or object, received number']);
  });

  it('places issues under a path prefix', () => {
    const result = z.object({ n: z.number() }).safeParse({});
    expect(result.success ? [] : formatZodIssues(result.error, { pathPrefix: ['JSONHeader'] })).toEqual([
      'JSONHeader.n: required',
    ]);
  });
});
