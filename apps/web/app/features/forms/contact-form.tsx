import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/translation';
import {
  contactFieldAutocomplete,
  contactFieldMaxLengths,
  contactFieldTypes,
  contactFormErrors,
  contactFormFields,
  contactFormId,
  contactTranslationNamespace,
  emptyContactForm,
  type ContactFormField,
  type ContactFormInput,
} from '@zilt/contracts/contact-form';
import {
  formErrorAttribute,
  fieldAutocomplete,
  formFieldClasses,
  formFieldErrorId,
  formFieldId,
  formFieldInputTypes,
  honeypotField,
  isSingleLineField,
  textareaRows,
} from '@zilt/contracts/form-field-markup';
import type { Language } from '@zilt/contracts/languages';
import { submitForm } from './submit-form';
import '../../components/form-field/form-field.css';

type Phase = 'editing' | 'sending' | 'sent';

const classes = formFieldClasses;

/**
 * The agency site's contact form: name, phone number, e-mail address, subject and message, all
 * required. A field's message shows once the visitor has left it (or tried to send); Send stays
 * disabled until every field is valid. Sending shows a spinner, then the thank-you message.
 */
export function ContactForm({ language }: { language: Language }) {
  const { t } = useTranslation(contactTranslationNamespace);
  const id = useId();
  const [values, setValues] = useState<ContactFormInput>(emptyContactForm);
  const [touched, setTouched] = useState<Partial<Record<ContactFormField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<ContactFormField, string>>>({});
  const [phase, setPhase] = useState<Phase>('editing');
  const [sendFailed, setSendFailed] = useState(false);
  const [website, setWebsite] = useState('');
  // The fill time counts from the visitor's first touch of the form (autofill included), not
  // from its showing: a person whose browser fills the form may send it at once.
  const touchedAt = useRef<number | undefined>(undefined);
  const thanks = useRef<HTMLDivElement>(null);
  const firstTouch = (event: SyntheticEvent) => {
    if (event.nativeEvent.isTrusted && touchedAt.current === undefined) touchedAt.current = performance.now();
  };

  useEffect(() => {
    if (phase === 'sent') thanks.current?.focus();
  }, [phase]);

  const errors = contactFormErrors(values);
  const valid = Object.keys(errors).length === 0;

  const change = (field: ContactFormField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || phase !== 'editing') {
      setTouched(Object.fromEntries(contactFormFields.map((field) => [field, true])));
      return;
    }
    setPhase('sending');
    setSendFailed(false);
    const result = await submitForm(contactFormId, language, values, {
      website,
      fillMs: touchedAt.current === undefined ? undefined : performance.now() - touchedAt.current,
    });
    if (result.ok) {
      setPhase('sent');
      return;
    }
    setPhase('editing');
    if (result.fieldErrors) setServerErrors(result.fieldErrors);
    else setSendFailed(true);
  };

  if (phase === 'sent') {
    return (
      <div className="contact-form__thanks" role="status" tabIndex={-1} ref={thanks}>
        <h2 className="contact-form__thanks-title">{t('thankYouTitle')}</h2>
        <p>{t('thankYouText')}</p>
      </div>
    );
  }

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={send}
      onFocusCapture={firstTouch}
      onPointerDownCapture={firstTouch}
      onKeyDownCapture={firstTouch}
      onInputCapture={firstTouch}
      aria-busy={phase === 'sending'}
    >
      {contactFormFields.map((field) => {
        const inputId = formFieldId(id, field);
        const errorId = formFieldErrorId(inputId);
        const type = contactFieldTypes[field];
        const message = serverErrors[field] ?? (touched[field] && errors[field] ? t(errors[field]) : undefined);
        const shared = {
          className: classes.input,
          id: inputId,
          name: field,
          value: values[field],
          required: true,
          maxLength: contactFieldMaxLengths[field],
          autoComplete: fieldAutocomplete({ type, autocomplete: contactFieldAutocomplete[field] }),
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? errorId : undefined,
          onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
          onChange: change(field),
          disabled: phase === 'sending',
        };
        return (
          <div className={classes.field} key={field}>
            <label className={classes.label} htmlFor={inputId}>
              {t(field)}
            </label>
            {isSingleLineField(type) ? (
              <input type={formFieldInputTypes[type]} {...shared} />
            ) : (
              <textarea rows={textareaRows} {...shared} />
            )}
            {message ? (
              <p className={classes.error} id={errorId} {...{ [formErrorAttribute]: '' }}>
                {message}
              </p>
            ) : null}
          </div>
        );
      })}
      {/* People never see this field; a robot that fills in every field gives itself away. */}
      <div className={honeypotField.className} aria-hidden="true">
        <label htmlFor={formFieldId(id, honeypotField.name)}>{honeypotField.label}</label>
        <input
          id={formFieldId(id, honeypotField.name)}
          name={honeypotField.name}
          type={honeypotField.type}
          tabIndex={honeypotField.tabIndex}
          autoComplete={honeypotField.autocomplete}
          value={website}
          onChange={(event) => setWebsite(event.currentTarget.value)}
        />
      </div>
      {sendFailed ? (
        <p className={classes.error} role="alert">
          {t('sendError')}
        </p>
      ) : null}
      <button
        className="button button--primary contact-form__submit"
        type="submit"
        disabled={!valid || phase === 'sending'}
      >
        {phase === 'sending' ? (
          <>
            <span className="form-spinner" aria-hidden="true" />
            {t('sending')}
          </>
        ) : (
          t('submit')
        )}
      </button>
    </form>
  );
}
