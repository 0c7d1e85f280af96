import { useEffect, useState } from 'react';
import { parseTeamMembers, type TeamMember } from '@zilt/contracts/team-member';

/** Where the team comes from: sent with credentials, answered as JSON; a failed answer throws its status text. */
export const teamMembersUrl = '/api/v1/teamMembers';

export type TeamMembersState =
  | { status: 'loading' }
  /** `dropped` invalid entries, and why, one line per problem (none when all were valid). */
  | { status: 'loaded'; members: TeamMember[]; dropped: number; problems: string[] }
  /** The call was answered with an error: its status text (e.g. 'Service Unavailable'). */
  | { status: 'failed'; statusText: string };

/** The request failed with the answer's status text, as the original client threw it. */
class TeamMembersRequestError extends Error {
  override name = 'TeamMembersRequestError';
}

/** Says in the browser's console which team entries were dropped, and why. */
function logDropped({ dropped, problems }: { dropped: number; problems: readonly string[] }): void {
  if (problems.length === 0) return;
  console.warn(`Team members: ${dropped} invalid entr${dropped === 1 ? 'y' : 'ies'} dropped`, problems);
}

/**
 * Reads the team in the browser. Entries that break the team-member rules (string fields that
 * are not strings, an Age that is not a number from 0 to 150) are dropped; the others are shown.
 */
export async function fetchTeamMembers(
  signal?: AbortSignal,
): Promise<{ members: TeamMember[]; dropped: number; problems: string[] }> {
  const response = await fetch(teamMembersUrl, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new TeamMembersRequestError(response.statusText || String(response.status));
  const parsed = parseTeamMembers(await response.json());
  return { members: parsed.members, dropped: parsed.dropped, problems: parsed.problems };
}

/**
 * The team of a page: the team the server read for the page's first HTML when there is one,
 * otherwise (after a client-side navigation) read in the browser, loading until it arrives.
 * Dropped entries are logged in the browser's console either way.
 */
export function useTeamMembers(fromServer: TeamMembersState | null): TeamMembersState {
  const [state, setState] = useState<TeamMembersState>(fromServer ?? { status: 'loading' });
  useEffect(() => {
    if (fromServer) {
      if (fromServer.status === 'loaded') logDropped(fromServer);
      return;
    }
    const controller = new AbortController();
    fetchTeamMembers(controller.signal).then(
      (read) => {
        logDropped(read);
        setState({ status: 'loaded', ...read });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const statusText = error instanceof Error ? error.message : String(error);
        setState({ status: 'failed', statusText });
      },
    );
    return () => controller.abort();
    // The team is read once per visit of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
