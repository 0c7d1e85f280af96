import DashboardScreen from '../../features/studio/dashboard/dashboard-screen';

// The studio's start screen (`/studio`, `/studio/en`): drafts, recent changes, plans, problems.
export default DashboardScreen;
