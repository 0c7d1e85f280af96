import { activityResponseSchema, type ActivityResponse } from '@zilt/contracts/support-activity';
import { callApi, type CallResult } from '../../lib/api-client.ts';

/** One page of the audit trail, of every subscriber or of one (by e-mail address or id). */
export function fetchActivity(
  token: string,
  query: { subscriber?: string; page: number },
  signal?: AbortSignal,
): Promise<CallResult<ActivityResponse>> {
  const params = new URLSearchParams({ page: String(query.page) });
  if (query.subscriber) params.set('subscriber', query.subscriber);
  return callApi(`/api/v1/Dev/Activity?${params}`, { token, schema: activityResponseSchema, signal });
}
