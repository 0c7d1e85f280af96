import {
  meResponseSchema,
  roleAllows,
  signInResponseSchema,
  type MeResponse,
  type SignInResponse,
} from '@zilt/contracts/staff';
import { setStudioCsrfToken, studioApi } from './studio-api';

// Who is signed in to the studio: the staff session the server keeps (a cookie), asked for with
// GET /api/v1/staff/me when a studio screen opens and after signing in or out. Editors and
// admins may use the studio; support staff are sent to the Mini-Admin.

export type SignedInSession = Extract<MeResponse, { signedIn: true }>;

export async function loadStudioSession(): Promise<MeResponse> {
  const session = await studioApi('/api/v1/staff/me', {}, meResponseSchema);
  setStudioCsrfToken(session.csrfToken);
  return session;
}

/** Whether the session may use the studio: an editor or an admin (admins once their second factor is on). */
export function mayUseStudio(session: SignedInSession): boolean {
  return roleAllows(session.role, ['editor']);
}

export async function signInToStudio(email: string, password: string): Promise<SignInResponse> {
  const answer = await studioApi(
    '/api/v1/staff/sign-in',
    { method: 'POST', body: { email, password } },
    signInResponseSchema,
  );
  setStudioCsrfToken(answer.csrfToken);
  return answer;
}

export async function confirmSecondFactor(code: string): Promise<void> {
  await studioApi('/api/v1/staff/sign-in/second-factor', { method: 'POST', body: { code } });
}

export async function signOutOfStudio(): Promise<void> {
  await studioApi('/api/v1/staff/sign-out', { method: 'POST', body: {} });
  setStudioCsrfToken(null);
}
