import { z } from 'zod';
import { text, shortText } from './text.ts';
import { formatIssuePath, formatZodIssues } from './issues.ts';

/** Highest age a team member may have; an entry with a larger Age is dropped. */
export const maxTeamMemberAge = 150;

const teamMemberShape = {
  Id: shortText(),
  Name: text(),
  Surname: text(),
  /** A translation key, e.g. `team:roles.director`; the page shows its translation. */
  CompanyRole: text(),
  ImageURL: text(),
  Age: z.number().int().min(0).max(maxTeamMemberAge),
};

/**
 * A team member (Id, Name, Surname, CompanyRole as a translation key, ImageURL, Age) as stored in
 * content packages; strict, so misspelt fields are reported.
 */
export const teamMemberSchema = z.strictObject(teamMemberShape);
export type TeamMember = z.infer<typeof teamMemberSchema>;

// Responses are read leniently: fields we do not know are ignored, not a reason to drop a member.
const teamMemberEntrySchema = z.object(teamMemberShape);

export interface ParsedTeamMembers {
  members: TeamMember[];
  /** How many entries were dropped because they were invalid. */
  dropped: number;
  /** Why, one line per problem (`[2].Age: must be at most 150`), for the log. */
  problems: string[];
}

/**
 * Reads a team-members response: keeps the valid entries and drops each entry whose
 * string fields are not strings or whose Age is not a number from 0 to 150.
 */
export function parseTeamMembers(input: unknown): ParsedTeamMembers {
  if (!Array.isArray(input)) {
    const received = input === null ? 'null' : typeof input;
    return { members: [], dropped: 0, problems: [`${formatIssuePath([])}: expected array, received ${received}`] };
  }
  const members: TeamMember[] = [];
  const problems: string[] = [];
  input.forEach((entry: unknown, index) => {
    const result = teamMemberEntrySchema.safeParse(entry);
    if (result.success) {
      members.push(result.data);
    } else {
      problems.push(...formatZodIssues(result.error, { pathPrefix: [index] }));
    }
  });
  return { members, dropped: input.length - members.length, problems };
}
