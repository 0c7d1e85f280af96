import { passwordStrength, passwordStrengthLabels } from '@zilt/contracts/password-strength';
import { storageTargets } from '@zilt/contracts/subscriber-rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { fieldsOf, type ChangeField, type EditMode, type FormValues } from './change-actions.ts';

interface ChangeFormProps {
  mode: EditMode;
  /** Checks the values and sends the change; answers the problems by field when it may not be sent. */
  onSave: (values: FormValues) => FormValues | undefined;
  onBack: () => void;
  sending: boolean;
}

const inputType: Record<ChangeField['type'], string> = {
  integer: 'number',
  amount: 'text',
  text: 'text',
  email: 'email',
  date: 'date',
  password: 'password',
  id: 'text',
  storage: '',
};

/** One edit mode's form: its fields with inline errors, Save and Back. */
export function ChangeForm({ mode, onSave, onBack, sending }: ChangeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<FormValues>({});
  const [problems, setProblems] = useState<FormValues>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems(onSave(values) ?? {});
  };
  const fields = fieldsOf(mode);
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-card__title">
        {t(`data.actions.${mode}`)}
      </h2>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const problem = problems[field.name];
        const describedBy = problem ? `${fieldId}-error` : undefined;
        const label = t(`data.form.${field.name}`);
        return (
          <div key={field.name} className="admin-form__field">
            <label htmlFor={fieldId}>{label}</label>
            {field.type === 'storage' ? (
              <select
                id={fieldId}
                className="admin-select"
                value={values[field.name] ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              >
                <option value="">{t('data.form.chooseStorage')}</option>
                {storageTargets.map((target) => (
                  <option key={target} value={target}>
                    {target}
                  </option>
                ))}
              </select>
            ) : (
              <input
                id={fieldId}
                className="admin-input"
                type={inputType[field.type]}
                inputMode={field.type === 'amount' ? 'decimal' : undefined}
                autoComplete={field.type === 'password' ? 'new-password' : 'off'}
                value={values[field.name] ?? ''}
                aria-invalid={problem ? true : undefined}
                aria-describedby={describedBy}
                onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
              />
            )}
            {field.type === 'password' ? <PasswordStrength password={values[field.name] ?? ''} /> : null}
            {problem ? (
              <p id={`${fieldId}-error`} className="admin-form__error">
                {problem === 'required' ? t('data.form.required') : problem}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="admin-form__actions">
        <Button type="submit" disabled={sending}>
          {t('data.form.save')}
        </Button>
        <Button variant="secondary" onClick={onBack}>
          {t('data.form.back')}
        </Button>
      </div>
    </form>
  );
}

/** The password-strength indicator: nothing when empty, else too short, weak, almost good or strong. */
function PasswordStrength({ password }: { password: string }) {
  const strength = passwordStrength(password);
  if (!strength) return null;
  return (
    <p className={`admin-strength admin-strength--${strength}`} aria-live="polite">
      {passwordStrengthLabels[strength]}
    </p>
  );
}
