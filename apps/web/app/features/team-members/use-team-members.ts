import { useEffect, useState } from 'react';
import { parseTeamMembers, type TeamMember } from '@zilt/contracts/team-member';

/** Where the team comes from (spec §7): sent with credentials, answered as JSON. */
export const teamMembersUrl = '/api/v1/teamMembers';

export type TeamMembersState =
  | { status: 'loading' }
  | { status: 'loaded'; members: TeamMember[] }
  /** The call was answered with an error: its status text (e.g. 'Service Unavailable'). */
  | { status: 'failed'; statusText: string };

/** The request failed with the answer's status text, as the original client threw it. */
class TeamMembersRequestError extends Error {
  override name = 'TeamMembersRequestError';
}

/**
 * Reads the team in the browser. Entries that break the team-member rules (string fields that
 * are not strings, an Age that is not a number from 0 to 150) are dropped and logged; the others
 * are shown.
 */
export async function fetchTeamMembers(signal?: AbortSignal): Promise<TeamMember[]> {
  const response = await fetch(teamMembersUrl, {
    credentials: 'include',
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new TeamMembersRequestError(response.statusText || String(response.status));
  const parsed = parseTeamMembers(await response.json());
  if (parsed.problems.length > 0) {
    console.warn(
      `Team members: ${parsed.dropped} invalid entr${parsed.dropped === 1 ? 'y' : 'ies'} dropped`,
      parsed.problems,
    );
  }
  return parsed.members;
}

export function useTeamMembers(): TeamMembersState {
  const [state, setState] = useState<TeamMembersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchTeamMembers(controller.signal).then(
      (members) => setState({ status: 'loaded', members }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const statusText = error instanceof Error ? error.message : String(error);
        setState({ status: 'failed', statusText });
      },
    );
    return () => controller.abort();
  }, []);
  return state;
}
