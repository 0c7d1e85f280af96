import { FormsScreen } from '../../features/studio/forms/forms-screen';

// The studio's list of forms (`/studio/forms`, `/studio/en/forms`).
export default function Forms() {
  return <FormsScreen />;
}
