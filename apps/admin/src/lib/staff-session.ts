import { useSyncExternalStore } from 'react';
import { csrfHeader, meResponseSchema, roleAllows, type MeResponse, type StaffRole } from '@zilt/contracts/staff';

// Whether this browser is signed in as staff (GET /api/v1/staff/me), kept for the whole app.
// A signed-in support member or admin reaches the support API with the session cookie and its
// CSRF token, without the security token.

/**
 * What the pages hand to the API calls instead of a typed token when the staff session is used:
 * no API token looks like it (they start with `zlt_`).
 */
export const sessionAccess = 'staff-session';

const signedOut: MeResponse = { signedIn: false, secondFactorPending: false, csrfToken: null };
let current: MeResponse = signedOut;
const listeners = new Set<() => void>();

function publish(next: MeResponse): void {
  current = next;
  for (const listener of listeners) listener();
}

/** Asks the server again (after signing in or out, and when the app starts). */
export async function refreshStaffSession(): Promise<MeResponse> {
  try {
    const response = await fetch('/api/v1/staff/me', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    const parsed = meResponseSchema.safeParse(await response.json());
    publish(parsed.success ? parsed.data : signedOut);
  } catch {
    publish(signedOut);
  }
  return current;
}

/** Sets what a sign-in or sign-out answered, without asking again. */
export function setStaffSession(next: MeResponse): void {
  publish(next);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStaffSession(): MeResponse {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => signedOut,
  );
}

/** Whether the session may use the routes of `role` (an admin may use all, once its second factor is on). */
export function sessionAllows(session: MeResponse, role: StaffRole): boolean {
  return session.signedIn && !session.limited && roleAllows(session.role, [role]);
}

/** The headers that prove who calls: the typed token, or the session's CSRF token (the cookie goes by itself). */
export function accessHeaders(access: string | undefined): Record<string, string> {
  if (!access) return {};
  if (access !== sessionAccess) return { authorization: `Bearer ${access}` };
  return current.csrfToken ? { [csrfHeader]: current.csrfToken } : {};
}

/** The current CSRF token (for the hub's handshake), or undefined. */
export function currentCsrfToken(): string | undefined {
  return current.csrfToken ?? undefined;
}
