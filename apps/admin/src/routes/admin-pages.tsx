import type { ComponentType } from 'react';
import { ActivityPage } from './activity-page.tsx';
import { DataPage } from './data-page.tsx';
import { HomePage } from './home-page.tsx';
import { PasswordPage } from './password-page.tsx';
import { SignInPage } from './sign-in-page.tsx';
import { SubmissionsPage } from './submissions-page.tsx';
import { SystemPage } from './system-page.tsx';

/**
 * The Mini-Admin's pages by the name in their address (`/dev/home`, `/dev/data`, `/dev/system`,
 * `/dev/activity`, `/dev/submissions`; `/dev/sign-in` for staff accounts, `/dev/password` for the
 * one-time link that sets a password).
 */
export const adminPages: Record<string, ComponentType<{ prefix: string }>> = {
  home: HomePage,
  data: DataPage,
  system: SystemPage,
  activity: ActivityPage,
  submissions: SubmissionsPage,
  'sign-in': SignInPage,
  password: PasswordPage,
};

export function isAdminPage(kind: string): boolean {
  return Object.hasOwn(adminPages, kind);
}

/** Draws the page of a kind; a kind the app does not know is an error, said plainly. */
export function AdminPage({ kind, prefix }: { kind: string; prefix: string }) {
  const Page = Object.hasOwn(adminPages, kind) ? adminPages[kind] : undefined;
  if (!Page) {
    return (
      <main className="admin-main">
        <p role="alert">Error: unknown page</p>
      </main>
    );
  }
  return <Page prefix={prefix} />;
}
