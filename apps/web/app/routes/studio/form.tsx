import { useParams } from 'react-router';
import { FormScreen } from '../../features/studio/forms/form-screen';

// One form in the studio (`/studio/forms/:formId`): its definition and its submissions.
export default function Form() {
  const { formId = '' } = useParams();
  return <FormScreen key={formId} formId={formId} />;
}
