import type { z } from 'zod';
import { formatIssuePath } from '@zilt/contracts/issues';
import type { StudioLanguage } from '../studio-language';
import { inLanguage, localeErrors } from '../validation';

// Checks a record against its schema from the contracts before it is sent, in the studio's
// language, and files each issue under its path (`[0].Children[1].Title`, `Age`) so the
// screen shows it at the field it concerns.

export type IssuesByPath = ReadonlyMap<string, readonly string[]>;

export function recordIssues(schema: z.ZodType, value: unknown, language: StudioLanguage): IssuesByPath {
  const result = schema.safeParse(value, { error: localeErrors[language] });
  const issues = new Map<string, string[]>();
  if (result.success) return issues;
  for (const issue of result.error.issues) {
    const path = formatIssuePath(issue.path);
    issues.set(path, [...(issues.get(path) ?? []), inLanguage(issue.message, language)]);
  }
  return issues;
}
