import { AccountScreen } from '../../features/studio/account/account-screen';

// My account in the studio (`/studio/account`, `/studio/en/account`): every signed-in editor and admin.
export default function Account() {
  return <AccountScreen />;
}
