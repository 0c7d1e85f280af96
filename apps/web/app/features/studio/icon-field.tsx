import { useId } from 'react';
import type { CustomField } from '@puckeditor/core';
import { Icon } from '../../components/icon/icon';
import { linkGridIconName } from '../../blocks/link-grid-block/link-grid-icon';
import { FieldIssueMessage } from './field-issues';
import { screenText, type Labels, type StudioLanguage } from './studio-language';

// Icons are chosen by their picture: a group of radio buttons, each showing the site's own
// icon (the sprite the link-grid block draws) with its name.

const iconLabels: Readonly<Record<string, Labels>> = {
  innovate: { nl: 'Innovatie', en: 'Innovation' },
  leader: { nl: 'Leiderschap', en: 'Leadership' },
  insights: { nl: 'Inzichten', en: 'Insights' },
};

export function iconField(
  label: string,
  values: readonly string[],
  optional: boolean,
  language: StudioLanguage,
): CustomField<string | undefined> {
  return {
    type: 'custom',
    label,
    render: function IconChoice({ name, value, onChange, readOnly }) {
      const groupName = useId();
      const choices: { value: string; text: string }[] = [
        ...(optional ? [{ value: '', text: screenText(language, 'none') }] : []),
        ...values.map((option) => {
          const icon = linkGridIconName(option);
          return { value: option, text: `${icon ? (iconLabels[icon]?.[language] ?? icon) : option} (${option})` };
        }),
      ];
      return (
        <div className="studio-field">
          <fieldset className="studio-icon-field">
            <legend>{label}</legend>
            {choices.map((choice) => {
              const icon = linkGridIconName(choice.value);
              return (
                <label key={choice.value} className="studio-icon-field__choice">
                  <input
                    type="radio"
                    name={groupName}
                    value={choice.value}
                    checked={(value ?? '') === choice.value}
                    disabled={readOnly}
                    onChange={() => onChange(choice.value === '' ? undefined : choice.value)}
                  />
                  {icon ? <Icon name={icon} /> : null}
                  <span>{choice.text}</span>
                </label>
              );
            })}
          </fieldset>
          <FieldIssueMessage name={name} />
        </div>
      );
    },
  };
}
