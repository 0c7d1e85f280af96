import { Navigate, Outlet, createBrowserRouter, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { TopBar } from '../components/top-bar/top-bar.tsx';
import { adminBase, adminPrefix } from '../lib/language.ts';
import { AdminPage, isAdminPage } from './admin-pages.tsx';

/** The frame of every page: the top bar, then the page. */
function Layout() {
  const { pathname } = useLocation();
  return (
    <div className="admin-app">
      <a className="admin-skip-link" href="#main">
        Skip to content
      </a>
      <TopBar prefix={adminPrefix(pathname)} />
      <Outlet />
    </div>
  );
}

/**
 * Reads the page from the address: `/dev/{page}` or `/dev/{en|nl}/{page}`. Any other address
 * below /dev goes to the home page, keeping the language.
 */
function PageFromAddress() {
  const { pathname } = useLocation();
  const prefix = adminPrefix(pathname);
  const rest = pathname.slice(prefix.length).replace(/^\/+|\/+$/g, '');
  if (!isAdminPage(rest)) return <Navigate to={`${prefix}/home`} replace />;
  return <AdminPage kind={rest} prefix={prefix} />;
}

/** A crash anywhere in the app shows the word 'error' and what went wrong. */
export function CrashPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);
  return (
    <main className="admin-main admin-crash" id="main">
      <h1>error</h1>
      <p>{detail}</p>
    </main>
  );
}

export const adminRoutes = [
  {
    path: adminBase,
    element: <Layout />,
    errorElement: <CrashPage />,
    children: [
      { index: true, element: <PageFromAddress /> },
      { path: '*', element: <PageFromAddress /> },
    ],
  },
  { path: '*', element: <Navigate to={`${adminBase}/home`} replace /> },
];

export function createAdminRouter() {
  return createBrowserRouter(adminRoutes);
}
