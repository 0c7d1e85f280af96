import { Outlet, useLoaderData, useLocation, useOutletContext, useRevalidator } from 'react-router';
import type { MeResponse } from '@zilt/contracts/staff';
import { SmartLink } from '../../components/smart-link/smart-link';
import { shellText } from '../../features/studio/shell/shell-text';
import { SignInScreen } from '../../features/studio/shell/sign-in-screen';
import { loadStudioSession, mayUseStudio } from '../../features/studio/shell/studio-session';
import { StudioFrame, studioPathIn } from '../../features/studio/shell/studio-shell';
import type { StudioOutletContext } from '../../lib/page-address/studio-outlet';

// The frame of every studio screen (`/studio/…` in Dutch, `/studio/en/…` in English). The studio
// is client-only: the server sends the loading state and the browser asks who is signed in.
// Signed out, it shows the sign-in; a support member is sent to the Mini-Admin; an admin
// without a second factor may only open My account. Never cached, never indexed.

export const studioHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'same-origin',
};

export function headers() {
  return studioHeaders;
}

export function meta() {
  return [{ title: 'Zilt Studio' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export async function clientLoader(): Promise<{ session: MeResponse | null }> {
  try {
    return { session: await loadStudioSession() };
  } catch {
    return { session: null };
  }
}

export function HydrateFallback() {
  const { studioLanguage } = useOutletContext<StudioOutletContext>();
  return (
    <main className="studio-loading">
      <p role="status">{shellText(studioLanguage, 'loading')}</p>
    </main>
  );
}

export default function StudioLayout() {
  const { studioLanguage: language } = useOutletContext<StudioOutletContext>();
  const { session } = useLoaderData<typeof clientLoader>();
  const { pathname } = useLocation();
  const revalidator = useRevalidator();
  if (!session) {
    return (
      <main className="studio-sign-in" lang={language}>
        <p className="studio-message studio-message--problem" role="alert">
          {shellText(language, 'serverDown')}
        </p>
        <button type="button" className="studio-button" onClick={() => void revalidator.revalidate()}>
          {shellText(language, 'retry')}
        </button>
      </main>
    );
  }
  if (!session.signedIn) {
    return (
      <SignInScreen
        language={language}
        secondFactorPending={session.secondFactorPending}
        onSignedIn={() => revalidator.revalidate()}
      />
    );
  }
  if (!mayUseStudio(session)) {
    return (
      <main className="studio-sign-in" lang={language}>
        <h1>{shellText(language, 'noAccessHeading')}</h1>
        <p>{shellText(language, 'noAccess')}</p>
        <SmartLink href={language === 'en' ? '/dev/en' : '/dev'}>{shellText(language, 'toMiniAdmin')}</SmartLink>
      </main>
    );
  }
  const onAccount = pathname.replace(/\/+$/, '') === studioPathIn(language, 'account');
  return (
    <StudioFrame language={language} session={session} pathname={pathname}>
      {session.limited && !onAccount ? (
        <main className="studio-screen">
          <h1>{shellText(language, 'limitedHeading')}</h1>
          <p>{shellText(language, 'limited')}</p>
        </main>
      ) : (
        <Outlet context={{ studioLanguage: language } satisfies StudioOutletContext} />
      )}
    </StudioFrame>
  );
}
