import { StaffScreen } from '../../features/studio/staff/staff-screen';

// The studio's staff accounts (`/studio/staff`, `/studio/en/staff`), for admins only.
export default function Staff() {
  return <StaffScreen />;
}
