import type { FastifyRequest } from 'fastify';
import { SiteServiceError, type SitePage, type SiteServices } from '@zilt/contracts/site-services';
import type { TeamMember } from '@zilt/contracts/team-member';

// Faults that end-to-end tests ask for, to show the site's error states with the real server.
// They wrap the site services of one page request and are applied only by a server running
// with NODE_ENV=test; a production or development server never looks at these markers.

/** With this header (a status from 400 to 599), every menu read fails with that status. */
export const testMenuStatusHeader = 'x-zilt-test-menu-status';

/**
 * With this header (an ISO date-time), draft-preview links are checked as if it were that time:
 * a test shows that a link stops working once it has expired.
 */
export const testClockHeader = 'x-zilt-test-clock';

/** With this query parameter, the page read hands back a page that cannot be read: the page crashes. */
export const testCrashParameter = 'zilt-test-crash';

/**
 * With this header, `GET /api/v1/teamMembers` (and the team a page reads on the server) answers
 * as a faulty team service would:
 * `invalid` gives a list in which some entries break the team-member rules (ages outside 0 to
 * 150, a number where a string belongs) between valid ones; a status from 400 to 599 gives
 * that status.
 */
export const testTeamMembersHeader = 'x-zilt-test-team-members';

/** The list `invalid` answers: two valid members around three that a client must drop. */
export const invalidTeamMembersTestSet: readonly unknown[] = [
  { Id: 'test-1', Name: 'Valid', Surname: 'First', CompanyRole: 'team:roles.director', ImageURL: '', Age: 45 },
  { Id: 'test-2', Name: 'Too', Surname: 'Old', CompanyRole: 'team:roles.agronomist', ImageURL: '', Age: 151 },
  { Id: 'test-3', Name: 'Negative', Surname: 'Age', CompanyRole: 'team:roles.agronomist', ImageURL: '', Age: -1 },
  { Id: 'test-4', Name: 42, Surname: 'Number', CompanyRole: 'team:roles.dataAnalyst', ImageURL: '', Age: 30 },
  { Id: 'test-5', Name: 'Valid', Surname: 'Second', CompanyRole: 'team:roles.soilScientist', ImageURL: '', Age: 150 },
];

/** What a test server answers the team-members request instead of the stored team, if anything. */
export function teamMembersTestFault(
  request: FastifyRequest,
  mode: 'production' | 'development' | 'test',
): { status: 200; body: readonly unknown[] } | { status: number; body: null } | null {
  if (mode !== 'test') return null;
  const header = request.headers[testTeamMembersHeader];
  if (header === 'invalid') return { status: 200, body: invalidTeamMembersTestSet };
  const status = Number(header);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? { status, body: null } : null;
}

class TestCrashError extends Error {
  override name = 'TestCrashError';
}

function forcedMenuStatus(request: FastifyRequest): number | null {
  const status = Number(request.headers[testMenuStatusHeader]);
  return Number.isInteger(status) && status >= 400 && status <= 599 ? status : null;
}

function forcedClock(request: FastifyRequest): Date | null {
  const header = request.headers[testClockHeader];
  if (typeof header !== 'string') return null;
  const time = new Date(header);
  return Number.isNaN(time.getTime()) ? null : time;
}

function crashRequested(request: FastifyRequest): boolean {
  return new URL(request.url, 'http://localhost').searchParams.has(testCrashParameter);
}

/** A page whose content throws when the renderer reads it, as a defect in the data would. */
function unreadablePage(page: SitePage): SitePage {
  return new Proxy(page, {
    get(target, property, receiver) {
      if (property === 'blocks') throw new TestCrashError('The page was asked to crash for a test');
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

/** The services for one page request, with the faults the request asks for (test servers only). */
export function servicesWithTestFaults(
  services: SiteServices,
  request: FastifyRequest,
  mode: 'production' | 'development' | 'test',
): SiteServices {
  if (mode !== 'test') return services;
  const menuStatus = forcedMenuStatus(request);
  const crash = crashRequested(request);
  const clock = forcedClock(request);
  const teamFault = teamMembersTestFault(request, mode);
  if (menuStatus === null && !crash && clock === null && teamFault === null) return services;
  return {
    ...services,
    async getMenu(...args) {
      if (menuStatus !== null) throw new SiteServiceError(menuStatus, `menu read answered ${menuStatus}`);
      return services.getMenu(...args);
    },
    async getPage(...args) {
      const page = await services.getPage(...args);
      return page && crash ? unreadablePage(page) : page;
    },
    async getPreviewPage(previewRequest, now) {
      return services.getPreviewPage(previewRequest, clock ?? now);
    },
    async getTeamMembers() {
      if (teamFault === null) return services.getTeamMembers();
      if (teamFault.body === null) {
        throw new SiteServiceError(teamFault.status, `team members read answered ${teamFault.status}`);
      }
      // Entries that break the team-member rules on purpose: the page must drop them itself.
      return teamFault.body as TeamMember[];
    },
  };
}
