import { z } from 'zod';
import type { JobWork } from './job-runner.ts';

/** The Business-Central-style OAuth endpoint and this client's credentials, when configured. */
export interface BusinessCentralSettings {
  tokenUrl?: string;
  clientId?: string;
  clientSecret?: string;
  scope?: string;
}

const requestTimeoutMs = 15_000;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
});

const errorAnswerSchema = z.object({ error: z.string(), error_description: z.string().optional() });

async function describeRefusal(response: Response): Promise<string> {
  const parsed = errorAnswerSchema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) return `${response.status}`;
  return `${response.status} (${parsed.data.error}${parsed.data.error_description ? `: ${parsed.data.error_description}` : ''})`;
}

/**
 * BCLogin: obtains an access token from the configured OAuth endpoint with the client-credentials
 * grant. The token is kept in this process's memory only and is never written to a log.
 */
export function createBusinessCentralLogin(settings: BusinessCentralSettings) {
  let current: { accessToken: string; expiresAt: number | undefined } | undefined;

  const work: JobWork = async (context) => {
    const { tokenUrl, clientId, clientSecret, scope } = settings;
    if (!tokenUrl || !clientId || !clientSecret) {
      context.log(
        'no Business Central token endpoint is configured (set BC_TOKEN_URL, BC_CLIENT_ID and BC_CLIENT_SECRET); no token obtained',
      );
      return 'error';
    }
    context.log(`asking ${new URL(tokenUrl).origin} for a token (client credentials of "${clientId}")`);
    const body = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: clientId,
      client_secret: clientSecret,
    });
    if (scope) body.set('scope', scope);
    let response: Response;
    try {
      response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body,
        signal: AbortSignal.any([context.signal, AbortSignal.timeout(requestTimeoutMs)]),
      });
    } catch (error) {
      context.log(`the token endpoint could not be reached: ${error instanceof Error ? error.message : String(error)}`);
      return 'error';
    }
    if (!response.ok) {
      context.log(`the token endpoint refused: ${await describeRefusal(response)}`);
      return 'error';
    }
    const answer = tokenAnswerSchema.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) {
      context.log('the token endpoint answered without an access_token');
      return 'error';
    }
    const lifetime = answer.data.expires_in;
    current = {
      accessToken: answer.data.access_token,
      expiresAt: lifetime === undefined ? undefined : Date.now() + lifetime * 1000,
    };
    context.log(
      `token obtained (${answer.data.token_type ?? 'bearer'}${lifetime === undefined ? '' : `, valid for ${lifetime} s`})`,
    );
    return 'success';
  };

  return {
    work,
    /** The token of the last successful BCLogin, while it is valid. */
    accessToken(): string | undefined {
      if (!current || (current.expiresAt !== undefined && current.expiresAt <= Date.now())) return undefined;
      return current.accessToken;
    },
  };
}
