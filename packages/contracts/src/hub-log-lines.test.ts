import { describe, expect, it } from 'vitest';
import { readHubLogLine, type HubLogLineKey } from './hub-log-lines.ts';

// One line as each job writes it (the server's own wording), and what the Mini-Admin reads in it.
const samples: Record<HubLogLineKey, string> = {
  Started: 'started (token "support desk")',
  Failed: 'failed: connect ECONNREFUSED',
  Finished: 'finished',
  EndedWithError: 'ended with an error',
  QueueWaiting: '12 changes queued from PG to ES',
  QueueStopped: 'stopped after 10 changes: the server is shutting down',
  QueueApplied: '10 changes applied to ES, 2 waiting',
  QueueNothing: 'nothing to move from ES to PG',
  QueueMoved: '12 changes moved from PG to ES',
  PaidUsersStopped: 'stopped after 40 rows: the client went away',
  PaidUsersSoFar: '200 paying subscribers sent so far',
  PaidUsersNone: 'no paying subscribers',
  PaidUsersSent: '312 paying subscribers sent',
  ReloadRebuilding: 'rebuilding the overview lists and the search index from the stored content',
  ReloadRead: '310 pages read: 180 overview entries, 290 search documents',
  ReloadDropped: 'cached content and pages dropped in every server process',
  ReloadMap: 'map data read from the store: 144 projects (en), 144 projects (nl)',
  SharePointQueued: '7 changes queued for SharePoint',
  SharePointExportedSoFar: '500 changes written to the outbox export so far',
  SharePointNothingToExport: 'no SharePoint endpoint is configured (SHAREPOINT_URL), and no changes are queued',
  SharePointExported:
    'no SharePoint endpoint is configured (SHAREPOINT_URL): 7 changes written to the outbox export outbox/sharepoint/a.jsonl',
  SharePointChangeNotSent: 'change 12 (user 0f8fad5b) not sent: 503 Service Unavailable',
  SharePointStopped: 'stopped: the server is shutting down',
  SharePointSentSoFar: '100 changes sent to https://sp.example.org so far',
  SharePointSent: '6 sent, 1 not sent',
  SharePointWaitingGivenUp: '1 stay queued for the next flush; 2 were given up after 5 flushes',
  SharePointWaiting: '1 stay queued for the next flush',
  BusinessCentralNotConfigured:
    'no Business Central token endpoint is configured (set BC_TOKEN_URL, BC_CLIENT_ID and BC_CLIENT_SECRET); no token obtained',
  BusinessCentralAsking: 'asking https://login.example.org for a token (client credentials of "zilt")',
  BusinessCentralUnreachable: 'the token endpoint could not be reached: fetch failed',
  BusinessCentralRefused: 'the token endpoint refused: 401 Unauthorized',
  BusinessCentralNoAccessToken: 'the token endpoint answered without an access_token',
  BusinessCentralTokenFor: 'token obtained (Bearer, valid for 3599 s)',
  BusinessCentralToken: 'token obtained (bearer)',
  BusinessCentralInvoiceNotSent: 'invoice INV-1 (4711) not sent: 500 Internal Server Error',
  BusinessCentralInvoiceLeftOut: 'invoice INV-2 (4712) left out, not tried again: not an invoice document',
  BusinessCentralNothingToExport:
    'no Business Central invoice endpoint is configured (BC_INVOICES_URL), and no invoices wait',
  BusinessCentralExported:
    'no Business Central invoice endpoint is configured (BC_INVOICES_URL): 3 invoices written to the outbox export outbox/bc/b.jsonl',
  BusinessCentralLeftOut: '1 invoices left out: their JsonBody is not an invoice document',
  BusinessCentralStopped: 'stopped after 20 invoices: the server is shutting down',
  BusinessCentralSent: '19 invoices sent to https://bc.example.org, 1 not sent',
  BusinessCentralWaitingGivenUp: '1 wait for the next BCLogin; 1 were given up after 5 runs',
  BusinessCentralWaiting: '1 wait for the next BCLogin',
  BusinessCentralPending: '4 invoices wait for Business Central',
  BusinessCentralNeedsToken: 'no invoices sent: they need a token; they wait for the next BCLogin',
};

describe('the lines of the live log', () => {
  it('recognises every text a job writes, each by its own key', () => {
    for (const [key, text] of Object.entries(samples)) {
      expect(readHubLogLine(`2026-11-26T09:00:00.000Z BCLogin: ${text}`), text).toMatchObject({
        time: '2026-11-26T09:00:00.000Z',
        job: 'BCLogin',
        text,
        key,
      });
    }
  });

  it('takes the values out of a recognised text', () => {
    expect(
      readHubLogLine('2026-11-26T09:00:00.000Z FlushPGChangeQueueToES: 10 changes applied to ES, 2 waiting'),
    ).toEqual({
      time: '2026-11-26T09:00:00.000Z',
      job: 'FlushPGChangeQueueToES',
      text: '10 changes applied to ES, 2 waiting',
      key: 'QueueApplied',
      parameters: { count: '10', to: 'ES', remaining: '2' },
    });
  });

  it('keeps a text it does not know, and a line of another shape, as they came', () => {
    expect(readHubLogLine('2026-11-26T09:00:00.000Z BCLogin: something new')).toEqual({
      time: '2026-11-26T09:00:00.000Z',
      job: 'BCLogin',
      text: 'something new',
      parameters: {},
    });
    expect(readHubLogLine('a line without a time')).toEqual({ text: 'a line without a time', parameters: {} });
  });
});
