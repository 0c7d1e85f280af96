import { passwordStrength, passwordStrengthLabels } from '@zilt/contracts/password-strength';
import { storageTargets } from '@zilt/contracts/subscriber-rules';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button/button.tsx';
import { fieldsOf, type ChangeField, type EditMode, type FormValues } from './change-actions.ts';
import { useLookupCountries } from './countries.ts';

interface ChangeFormProps {
  mode: EditMode;
  /** Checks the values and sends the change; answers the problems by field when it may not be sent. */
  onSave: (values: FormValues) => FormValues | undefined;
  onBack: () => void;
  sending: boolean;
  /** Whom the change acts on (the subscriber's name and e-mail address); none for the test entities. */
  subject?: string | undefined;
}

const inputType: Record<ChangeField['type'], string> = {
  integer: 'number',
  amount: 'text',
  country: '',
  email: 'email',
  date: 'date',
  password: 'password',
  id: 'text',
  storage: '',
};

/** One edit mode's form: its fields with inline errors, Save and Back. */
export function ChangeForm({ mode, onSave, onBack, sending, subject }: ChangeFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState<FormValues>({});
  const [problems, setProblems] = useState<FormValues>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblems(onSave(values) ?? {});
  };
  const fields = fieldsOf(mode);
  // The rules' own messages are for developers; staff read a translated one per field.
  const problemText = (formMode: EditMode, field: ChangeField, value: string, problem: string) =>
    problem === 'required' || value.trim() === ''
      ? t('data.form.required')
      : t([
          `data.problems.${formMode}.${field.name}`,
          `data.problems.${field.name}`,
          `data.problems.${field.type}`,
          'data.problems.invalid',
        ]);
  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-card__title">
        {t(`data.actions.${mode}`)}
      </h2>
      {subject ? <p className="admin-form__subject">{subject}</p> : null}
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const problem = problems[field.name];
        const describedBy = problem ? `${fieldId}-error` : undefined;
        const label = t(`data.form.${field.name}`);
        return (
          <div key={field.name} className="admin-form__field">
            <label htmlFor={fieldId}>{label}</label>
            {field.type === 'country' ? (
              <CountrySelect
                id={fieldId}
                value={values[field.name] ?? ''}
                invalid={Boolean(problem)}
                describedBy={describedBy}
                onChange={(value) => setValues({ ...values, [field.name]: value })}
              />
            ) : field.type === 'storage' ? (
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
                {problemText(mode, field, values[field.name] ?? '', problem)}
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

interface CountrySelectProps {
  id: string;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
}

/** The lookup's countries by their names in the staff's language; the value is the country's code. */
function CountrySelect({ id, value, invalid, describedBy, onChange }: CountrySelectProps) {
  const { t } = useTranslation();
  const lookup = useLookupCountries();
  return (
    <>
      <select
        id={id}
        className="admin-select"
        value={value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        disabled={lookup.status !== 'loaded'}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t(lookup.status === 'loading' ? 'data.country.loading' : 'data.country.choose')}</option>
        {lookup.status === 'loaded'
          ? lookup.countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))
          : null}
      </select>
      {lookup.status === 'failed' ? (
        <p className="admin-form__error" role="alert">
          {t('data.country.failed')}
        </p>
      ) : null}
    </>
  );
}

/** The password-strength indicator: nothing when empty, else too short, weak, almost good or strong. */
function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  if (!strength) return null;
  return (
    <p className={`admin-strength admin-strength--${strength}`} aria-live="polite">
      {t(`data.strength.${strength}`, { defaultValue: passwordStrengthLabels[strength] })}
    </p>
  );
}
