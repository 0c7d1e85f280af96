import { useId, useState, type FormEvent } from 'react';
import type { StudioLanguage } from '../studio-language';
import { shellText } from './shell-text';
import { StudioApiError } from './studio-api';
import { confirmSecondFactor, signInToStudio } from './studio-session';

// Signing in to the studio with a staff account: the password, then (when the account has it on)
// the code of the authenticator app. `onSignedIn` asks the server again who is signed in.

function failureText(language: StudioLanguage, error: unknown, step: 'password' | 'code'): string {
  if (error instanceof StudioApiError) {
    if (error.status === 401 || error.status === 400) {
      return shellText(language, step === 'password' ? 'wrongPassword' : 'wrongCode');
    }
    if (error.status === 429 || error.status === 423) return shellText(language, 'tooManyAttempts');
    return shellText(language, 'signInFailed', { message: error.message });
  }
  return shellText(language, 'serverDown');
}

export function SignInScreen({
  language,
  secondFactorPending,
  onSignedIn,
}: {
  language: StudioLanguage;
  secondFactorPending: boolean;
  onSignedIn: () => Promise<void>;
}) {
  const [step, setStep] = useState<'password' | 'code'>(secondFactorPending ? 'code' : 'password');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const problemId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    try {
      if (step === 'password') {
        const answer = await signInToStudio(String(form.get('email')), String(form.get('password')));
        if (answer.state === 'second-factor-required') {
          setStep('code');
          return;
        }
      } else {
        await confirmSecondFactor(String(form.get('code')).replace(/\s+/g, ''));
      }
      await onSignedIn();
    } catch (error) {
      setProblem(failureText(language, error, step));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="studio-sign-in" lang={language}>
      <h1>{shellText(language, 'signInHeading')}</h1>
      <form onSubmit={(event) => void submit(event)} aria-describedby={problem ? problemId : undefined} noValidate>
        {step === 'password' ? (
          <>
            <label>
              {shellText(language, 'email')}
              <input name="email" type="email" autoComplete="username" required />
            </label>
            <label>
              {shellText(language, 'password')}
              <input name="password" type="password" autoComplete="current-password" required />
            </label>
          </>
        ) : (
          <>
            <p>{shellText(language, 'secondFactorIntro')}</p>
            <label>
              {shellText(language, 'code')}
              <input name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]*" required />
            </label>
          </>
        )}
        {problem ? (
          <p className="studio-sign-in__problem" role="alert" id={problemId}>
            {problem}
          </p>
        ) : null}
        <button type="submit" disabled={busy}>
          {shellText(language, step === 'password' ? 'signIn' : 'confirmCode')}
        </button>
      </form>
    </main>
  );
}
