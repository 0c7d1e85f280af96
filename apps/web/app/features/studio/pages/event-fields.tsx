import { useEffect, useId, useState } from 'react';
import type { Source } from '@zilt/contracts/common';
import type { EventLocation, EventRegistration } from '@zilt/contracts/page';
import { formList, type FormSummary } from '../forms/forms-api';
import type { StudioLanguage } from '../studio-language';
import {
  registrationModeOf,
  registrationOfMode,
  withLocationField,
  withRegistrationLink,
  type RegistrationMode,
} from './page-node';
import { PanelTextField } from './panel-field';
import { pagesText, type PagesTextKey } from './pages-text';

// Where an event takes place (name, address, postcode) and how to register for it: not at all,
// with one of our forms of the page's source (from the forms list), or by a link with its words.
// Clearing every field of the location removes it.

/** The forms of the source; null while they load or when they cannot be loaded. */
function useForms(source: Source): FormSummary[] | null {
  const [forms, setForms] = useState<FormSummary[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    formList(controller.signal)
      .then((all) => setForms(all.filter((form) => form.source === source)))
      // Without the list, the event's own form is still shown.
      .catch(() => undefined);
    return () => controller.abort();
  }, [source]);
  return forms;
}

const modeText: Record<RegistrationMode, PagesTextKey> = {
  none: 'registrationNone',
  form: 'registrationForm',
  link: 'registrationLink',
};

interface EventFieldsProps {
  language: StudioLanguage;
  source: Source;
  location: EventLocation | undefined;
  registration: EventRegistration | undefined;
  /** The contracts' message for a field of the header (`header.location.postcode`…), or an empty text. */
  issueOf: (field: string) => string;
  onLocation: (location: EventLocation | undefined) => void;
  onRegistration: (registration: EventRegistration | undefined) => void;
}

export function EventFields({
  language,
  source,
  location,
  registration,
  issueOf,
  onLocation,
  onRegistration,
}: EventFieldsProps) {
  const id = useId();
  const forms = useForms(source);
  const mode = registrationModeOf(registration);
  const locationField = (key: keyof EventLocation, label: PagesTextKey) => (
    <PanelTextField
      label={pagesText(language, label)}
      value={location?.[key] ?? ''}
      issue={issueOf(`header.location.${key}`)}
      onChange={(value) => onLocation(withLocationField(location, key, value))}
    />
  );
  const formId = registration && 'formId' in registration ? registration.formId : '';
  const formIssue = issueOf('header.registration.formId');
  // The forms of the source, and the event's own form when the list lacks it.
  const options = forms ?? [];
  const offered =
    formId !== '' && !options.some((form) => form.id === formId)
      ? [...options.map((form) => ({ id: form.id, title: form.title[language] })), { id: formId, title: formId }]
      : options.map((form) => ({ id: form.id, title: form.title[language] }));

  return (
    <>
      <fieldset className="studio-page-panel__group">
        <legend>{pagesText(language, 'location')}</legend>
        {locationField('name', 'locationName')}
        {locationField('address', 'locationAddress')}
        {locationField('postcode', 'locationPostcode')}
      </fieldset>
      <fieldset className="studio-page-panel__group">
        <legend>{pagesText(language, 'registration')}</legend>
        {(['none', 'form', 'link'] as const).map((option) => (
          <label key={option} className="studio-page-panel__term">
            <input
              type="radio"
              name={`${id}-registration`}
              checked={mode === option}
              onChange={() => onRegistration(registrationOfMode(option, offered[0]?.id))}
            />
            {pagesText(language, modeText[option])}
          </label>
        ))}
        {mode === 'form' ? (
          <div className="studio-page-panel__field" data-invalid={formIssue ? '' : undefined}>
            <label htmlFor={`${id}-form`}>{pagesText(language, 'registrationFormField')}</label>
            <select
              id={`${id}-form`}
              value={formId}
              aria-invalid={formIssue ? true : undefined}
              aria-describedby={formIssue ? `${id}-form-issue` : undefined}
              onChange={(event) => onRegistration({ formId: event.target.value })}
            >
              {formId === '' ? <option value="">{pagesText(language, 'chooseForm')}</option> : null}
              {offered.map((form) => (
                <option key={form.id} value={form.id}>
                  {form.title} ({form.id})
                </option>
              ))}
            </select>
            {formIssue ? (
              <p className="studio-field-issue" id={`${id}-form-issue`}>
                {formIssue}
              </p>
            ) : null}
          </div>
        ) : null}
        {registration && 'url' in registration ? (
          <>
            <PanelTextField
              label={pagesText(language, 'registrationUrl')}
              value={registration.url}
              issue={issueOf('header.registration.url')}
              onChange={(value) => onRegistration(withRegistrationLink(registration, 'url', value))}
            />
            <PanelTextField
              label={pagesText(language, 'registrationLabel')}
              value={registration.label ?? ''}
              issue={issueOf('header.registration.label')}
              onChange={(value) => onRegistration(withRegistrationLink(registration, 'label', value))}
            />
          </>
        ) : null}
      </fieldset>
    </>
  );
}
