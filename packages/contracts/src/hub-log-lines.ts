// The lines the hub's jobs write to the live log: `<ISO time> <job>: <text>`, the text in
// English. The Mini-Admin recognises the known texts by these patterns and shows them in the
// staff's language with the recognised values; a text it does not know is shown as it came.
// Zod-free: the browser reads it.

/** Each known text of a job's log line, by key; the named groups are the line's parameters. */
export const hubLogLinePatterns = {
  // Every job.
  Started: /^started \(token "(?<token>.*)"\)$/,
  Failed: /^failed: (?<reason>.*)$/,
  Finished: /^finished$/,
  EndedWithError: /^ended with an error$/,
  // The change-queue flushes between PG and ES.
  QueueWaiting: /^(?<count>\d+) changes queued from (?<from>\w+) to (?<to>\w+)$/,
  QueueStopped: /^stopped after (?<count>\d+) changes: the server is shutting down$/,
  QueueApplied: /^(?<count>\d+) changes applied to (?<to>\w+), (?<remaining>\d+) waiting$/,
  QueueNothing: /^nothing to move from (?<from>\w+) to (?<to>\w+)$/,
  QueueMoved: /^(?<count>\d+) changes moved from (?<from>\w+) to (?<to>\w+)$/,
  // GetPaidUsers.
  PaidUsersStopped: /^stopped after (?<count>\d+) rows: (?<reason>.*)$/,
  PaidUsersSoFar: /^(?<count>\d+) paying subscribers sent so far$/,
  PaidUsersNone: /^no paying subscribers$/,
  PaidUsersSent: /^(?<count>\d+) paying subscribers sent$/,
  // ReloadContentFull.
  ReloadRebuilding: /^rebuilding the overview lists and the search index from the stored content$/,
  ReloadRead: /^(?<pages>\d+) pages read: (?<entries>\d+) overview entries, (?<documents>\d+) search documents$/,
  ReloadDropped: /^cached content and pages dropped in every server process$/,
  ReloadMap: /^map data read from the store: (?<en>\d+) projects \(en\), (?<nl>\d+) projects \(nl\)$/,
  // FlushChangesToSP.
  SharePointQueued: /^(?<count>\d+) changes queued for SharePoint$/,
  SharePointExportedSoFar: /^(?<count>\d+) changes written to the outbox export so far$/,
  SharePointNothingToExport: /^no SharePoint endpoint is configured \(SHAREPOINT_URL\), and no changes are queued$/,
  SharePointExported:
    /^no SharePoint endpoint is configured \(SHAREPOINT_URL\): (?<count>\d+) changes written to the outbox export (?<file>.+)$/,
  SharePointChangeNotSent: /^change (?<id>\S+) \((?<entity>\S+) (?<entityId>\S+)\) not sent: (?<reason>.*)$/,
  SharePointStopped: /^stopped: the server is shutting down$/,
  SharePointSentSoFar: /^(?<count>\d+) changes sent to (?<origin>\S+) so far$/,
  SharePointSent: /^(?<sent>\d+) sent, (?<failed>\d+) not sent$/,
  SharePointWaitingGivenUp:
    /^(?<waiting>\d+) stay queued for the next flush; (?<givenUp>\d+) were given up after (?<runs>\d+) flushes$/,
  SharePointWaiting: /^(?<count>\d+) stay queued for the next flush$/,
  // BCLogin.
  BusinessCentralNotConfigured:
    /^no Business Central token endpoint is configured \(set BC_TOKEN_URL, BC_CLIENT_ID and BC_CLIENT_SECRET\); no token obtained$/,
  BusinessCentralAsking: /^asking (?<origin>\S+) for a token \(client credentials of "(?<client>.*)"\)$/,
  BusinessCentralUnreachable: /^the token endpoint could not be reached: (?<reason>.*)$/,
  BusinessCentralRefused: /^the token endpoint refused: (?<reason>.*)$/,
  BusinessCentralNoAccessToken: /^the token endpoint answered without an access_token$/,
  BusinessCentralTokenFor: /^token obtained \((?<type>[^,)]*), valid for (?<seconds>\d+) s\)$/,
  BusinessCentralToken: /^token obtained \((?<type>[^,)]*)\)$/,
  BusinessCentralInvoiceNotSent: /^invoice (?<number>\S+) \((?<id>\S+)\) not sent: (?<reason>.*)$/,
  BusinessCentralInvoiceLeftOut: /^invoice (?<number>\S+) \((?<id>\S+)\) left out, not tried again: (?<reason>.*)$/,
  BusinessCentralNothingToExport:
    /^no Business Central invoice endpoint is configured \(BC_INVOICES_URL\), and no invoices wait$/,
  BusinessCentralExported:
    /^no Business Central invoice endpoint is configured \(BC_INVOICES_URL\): (?<count>\d+) invoices written to the outbox export (?<file>.+)$/,
  BusinessCentralLeftOut: /^(?<count>\d+) invoices left out: their JsonBody is not an invoice document$/,
  BusinessCentralStopped: /^stopped after (?<count>\d+) invoices: the server is shutting down$/,
  BusinessCentralSent: /^(?<sent>\d+) invoices sent to (?<origin>\S+), (?<failed>\d+) not sent$/,
  BusinessCentralWaitingGivenUp:
    /^(?<waiting>\d+) wait for the next BCLogin; (?<givenUp>\d+) were given up after (?<runs>\d+) runs$/,
  BusinessCentralWaiting: /^(?<count>\d+) wait for the next BCLogin$/,
  BusinessCentralPending: /^(?<count>\d+) invoices wait for Business Central$/,
  BusinessCentralNeedsToken: /^no invoices sent: they need a token; they wait for the next BCLogin$/,
} as const satisfies Record<string, RegExp>;

export type HubLogLineKey = keyof typeof hubLogLinePatterns;
export const hubLogLineKeys = Object.keys(hubLogLinePatterns) as HubLogLineKey[];

/** A log line taken apart: when, which job, and its text, recognised (key and values) or not. */
export interface HubLogLine {
  /** The ISO time the line was written, when the line starts with one. */
  time?: string;
  job?: string;
  text: string;
  key?: HubLogLineKey;
  parameters: Record<string, string>;
}

const linePattern = /^(?<time>\d{4}-\d{2}-\d{2}T\S+) (?<job>\w+): (?<text>.*)$/s;

/** Takes a log line apart; a line of another shape is all text. */
export function readHubLogLine(line: string): HubLogLine {
  const parts = linePattern.exec(line)?.groups;
  if (!parts) return { text: line, parameters: {} };
  const { time, job, text = '' } = parts;
  for (const key of hubLogLineKeys) {
    const match = hubLogLinePatterns[key].exec(text);
    if (match) return { time, job, text, key, parameters: { ...match.groups } };
  }
  return { time, job, text, parameters: {} };
}
