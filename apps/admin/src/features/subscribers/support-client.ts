import {
  changeResponseSchema,
  searchResponseSchema,
  type ChangeResponse,
  type SearchKind,
  type SearchResponse,
} from '@zilt/contracts/support-api';
import { callApi, type CallResult } from '../../lib/api-client.ts';

/** Looks a subscriber up by e-mail address or by payment reference. */
export function searchSubscriber(token: string, kind: SearchKind, value: string): Promise<CallResult<SearchResponse>> {
  const body =
    kind === 'UserByEmail'
      ? { SearchKind: kind, SearchUserByEmail: { Email: value } }
      : { SearchKind: kind, SearchUserByPaymentReference: { PaymentReference: value } };
  return callApi('/api/v1/Dev/Search', { method: 'POST', token, body, schema: searchResponseSchema });
}

/** Sends one change; a refused change (4xx) comes back as a failure with the server's message. */
export function sendChange(token: string, request: Record<string, unknown>): Promise<CallResult<ChangeResponse>> {
  return callApi('/api/v1/Dev/Change', { method: 'POST', token, body: request, schema: changeResponseSchema });
}
