import { STATUS_CODES } from 'node:http';
import { serviceErrorStatus, type SiteLoadContext } from '@zilt/contracts/site-services';
import { parseTeamMembers } from '@zilt/contracts/team-member';
import type { TeamMembersState } from './use-team-members';

/**
 * The team as the server reads it for the first HTML of a page: the same rules as in the
 * browser (invalid entries are dropped and logged, the rest shown). A failed read is the failed
 * state with the status text the team-members call would have answered.
 */
export async function readTeamMembers({
  services,
  log,
}: Pick<SiteLoadContext, 'services' | 'log'>): Promise<Exclude<TeamMembersState, { status: 'loading' }>> {
  try {
    const parsed = parseTeamMembers(await services.getTeamMembers());
    if (parsed.problems.length > 0) {
      log.warn({ problems: parsed.problems }, `team members: ${parsed.dropped} invalid entries dropped`);
    }
    return { status: 'loaded', members: parsed.members, dropped: parsed.dropped, problems: parsed.problems };
  } catch (error) {
    const status = serviceErrorStatus(error) ?? 500;
    log.error({ err: error }, 'reading the team members failed');
    return { status: 'failed', statusText: STATUS_CODES[status] ?? String(status) };
  }
}
