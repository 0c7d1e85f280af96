import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { serviceErrorStatus, type SitePage, type SiteServices } from '@zilt/contracts/site-services';
import {
  servicesWithTestFaults,
  teamMembersTestFault,
  testClockHeader,
  testCrashParameter,
  testMenuStatusHeader,
  testTeamMembersHeader,
} from './test-faults.ts';

const page = { title: 'About', blocks: [] } as unknown as SitePage;
const services = {
  getMenu: async () => [],
  getPage: async () => page,
  getPreviewPage: async (_request: unknown, now?: Date) => (now && now.getUTCFullYear() > 2100 ? null : page),
} as unknown as SiteServices;

function request(url: string, headers: Record<string, string> = {}): FastifyRequest {
  return { url, headers } as unknown as FastifyRequest;
}

describe('faults injected for end-to-end tests', () => {
  it('fails the menu reads with the status asked for, on a test server', async () => {
    const faulty = servicesWithTestFaults(services, request('/en/about', { [testMenuStatusHeader]: '500' }), 'test');
    const failure = await faulty.getMenu('wp', 'en', 'main').catch((error: unknown) => error);
    expect(serviceErrorStatus(failure)).toBe(500);
    expect(await faulty.getPage('wp', 'en', 'about')).toBe(page);
  });

  it('hands back a page that crashes when read, on a test server', async () => {
    const faulty = servicesWithTestFaults(services, request(`/en/about?${testCrashParameter}=1`), 'test');
    const crashing = await faulty.getPage('wp', 'en', 'about');
    expect(crashing?.title).toBe('About');
    expect(() => crashing?.blocks).toThrow('The page was asked to crash for a test');
  });

  it('never injects a fault on a production or development server', () => {
    const asking = request(`/en/about?${testCrashParameter}=1`, { [testMenuStatusHeader]: '401' });
    expect(servicesWithTestFaults(services, asking, 'production')).toBe(services);
    expect(servicesWithTestFaults(services, asking, 'development')).toBe(services);
  });

  it('checks preview links at the time a test asks for', async () => {
    const preview = { language: 'en', nodeId: '1', revisionId: 'a', expires: '1', signature: 's' };
    const later = servicesWithTestFaults(
      services,
      request('/spa/x', { [testClockHeader]: '2200-01-01T00:00:00Z' }),
      'test',
    );
    expect(await later.getPreviewPage(preview)).toBeNull();
    const now = servicesWithTestFaults(services, request('/spa/x', { [testClockHeader]: 'not a time' }), 'test');
    expect(await now.getPreviewPage(preview)).toBe(page);
  });

  it('answers the team-members request with the invalid test set or a status, on a test server only', () => {
    const invalid = teamMembersTestFault(
      request('/api/v1/teamMembers', { [testTeamMembersHeader]: 'invalid' }),
      'test',
    );
    expect(invalid?.status).toBe(200);
    expect(invalid?.body?.length).toBe(5);
    expect(teamMembersTestFault(request('/api/v1/teamMembers', { [testTeamMembersHeader]: '503' }), 'test')).toEqual({
      status: 503,
      body: null,
    });
    expect(teamMembersTestFault(request('/api/v1/teamMembers', { [testTeamMembersHeader]: '200' }), 'test')).toBeNull();
    const asking = request('/api/v1/teamMembers', { [testTeamMembersHeader]: 'invalid' });
    expect(teamMembersTestFault(asking, 'production')).toBeNull();
    expect(teamMembersTestFault(asking, 'development')).toBeNull();
  });

  it("gives a page's server-side team read the same faults, on a test server only", async () => {
    const invalid = servicesWithTestFaults(
      services,
      request('/spa/about-us', { [testTeamMembersHeader]: 'invalid' }),
      'test',
    );
    expect(await invalid.getTeamMembers()).toHaveLength(5);
    const failing = servicesWithTestFaults(
      services,
      request('/spa/about-us', { [testTeamMembersHeader]: '503' }),
      'test',
    );
    expect(serviceErrorStatus(await failing.getTeamMembers().catch((error: unknown) => error))).toBe(503);
    const asking = request('/spa/about-us', { [testTeamMembersHeader]: '503' });
    expect(servicesWithTestFaults(services, asking, 'production')).toBe(services);
  });
});
