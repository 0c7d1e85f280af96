import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';

// Stand-ins for the third-party services the server calls (a SharePoint-style list endpoint, an
// OAuth token endpoint, a Business-Central-style invoice endpoint): small HTTP servers on this
// machine that record what they are sent.

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text;
}

async function listen(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** A SharePoint-style endpoint: records every change posted; can fail or hold requests. */
export class FakeSharePoint {
  /** Every request body received (retries included), in order. */
  readonly requests: {
    ChangeId: number;
    Entity: string;
    EntityId: string;
    Operation: string;
    Payload: Record<string, unknown>;
  }[] = [];
  readonly authorizations: (string | undefined)[] = [];
  /** Statuses to answer the next requests with, before answering 200 again. */
  failures: number[] = [];
  private held: (() => void)[] = [];
  private holding = false;
  private readonly server = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request)) as FakeSharePoint['requests'][number];
    this.requests.push(body);
    this.authorizations.push(request.headers.authorization);
    if (this.holding) await new Promise<void>((resolve) => this.held.push(resolve));
    const status = this.failures.shift() ?? 200;
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  url = '';

  async start(): Promise<this> {
    this.url = await listen(this.server);
    return this;
  }

  /** Requests wait from now on until `release` is called. */
  hold(): void {
    this.holding = true;
  }

  release(): void {
    this.holding = false;
    for (const resume of this.held.splice(0)) resume();
  }

  /** Change ids that were answered 200 (the last request for each id decides). */
  receivedIds(): number[] {
    return [...new Set(this.requests.map((request) => request.ChangeId))];
  }

  async stop(): Promise<void> {
    this.release();
    this.server.closeAllConnections();
    this.server.close();
  }
}

/** The access token `FakeTokenEndpoint` issues. */
export const issuedAccessToken = 'issued-access-token';

/** An OAuth token endpoint accepting one client's credentials (client-credentials grant). */
export class FakeTokenEndpoint {
  readonly requests: URLSearchParams[] = [];
  private readonly server = createServer(async (request, response) => {
    const form = new URLSearchParams(await bodyOf(request));
    this.requests.push(form);
    const valid =
      form.get('grant_type') === 'client_credentials' &&
      form.get('client_id') === this.clientId &&
      form.get('client_secret') === this.clientSecret;
    response.writeHead(valid ? 200 : 401, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        valid
          ? { access_token: issuedAccessToken, token_type: 'Bearer', expires_in: 3599 }
          : { error: 'invalid_client', error_description: 'unknown client or wrong secret' },
      ),
    );
  });
  url = '';

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {}

  async start(): Promise<this> {
    this.url = `${await listen(this.server)}/oauth2/token`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
  }
}

/**
 * A Business-Central-style invoice endpoint: accepts an invoice only with the bearer token the
 * token endpoint issued (401 otherwise) and records every request; can fail on demand.
 */
export class FakeBusinessCentral {
  /** Every request received (retries included), in order, with its Authorization header. */
  readonly requests: {
    body: { InvoiceId: string; InvoiceInfoNumber: string; JsonBody: string };
    authorization?: string;
  }[] = [];
  /** Statuses to answer the next requests with, before answering 201 again. */
  failures: number[] = [];
  private readonly server = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request)) as FakeBusinessCentral['requests'][number]['body'];
    const authorization = request.headers.authorization;
    this.requests.push({ body, ...(authorization === undefined ? {} : { authorization }) });
    const status = authorization !== `Bearer ${this.acceptedToken}` ? 401 : (this.failures.shift() ?? 201);
    response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
  });
  url = '';

  constructor(readonly acceptedToken: string = issuedAccessToken) {}

  async start(): Promise<this> {
    this.url = `${await listen(this.server)}/api/v2.0/salesInvoices`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
  }
}
