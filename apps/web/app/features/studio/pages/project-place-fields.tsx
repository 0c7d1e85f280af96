import { useId, useState } from 'react';
import { actorTypes, mapThemes, type MapTheme } from '@zilt/contracts/map-settings';
import type { ProjectPlace } from '@zilt/contracts/project';
import { optionLabel, type StudioLanguage } from '../studio-language';
import { pagesText } from './pages-text';
import { PanelTextField } from './panel-field';

// Where a project page's project is and how the map shows it: longitude, latitude, theme and the
// kinds of actors taking part. A project page cannot be saved without them; the page list's
// create form and the editor's side panel both ask with these fields.

/** Degrees as typed: a decimal comma is read as a point; anything else that is not a number stays NaN. */
export function degreesFrom(typed: string): number {
  const text = typed.trim().replace(',', '.');
  return text === '' ? Number.NaN : Number(text);
}

const shown = (degrees: number) => (Number.isFinite(degrees) ? String(degrees) : '');

interface ProjectPlaceFieldsProps {
  language: StudioLanguage;
  value: ProjectPlace;
  onChange: (place: ProjectPlace) => void;
  /** The contracts' message for a field of the place (`project.longitude`…), or an empty text. */
  issueOf: (field: string) => string;
}

export function ProjectPlaceFields({ language, value, onChange, issueOf }: ProjectPlaceFieldsProps) {
  const id = useId();
  // The coordinates keep what is typed ("-3.", "52,1") while the place holds its number.
  const [typed, setTyped] = useState({ longitude: shown(value.longitude), latitude: shown(value.latitude) });

  const degreesField = (key: 'longitude' | 'latitude') => (
    <PanelTextField
      label={pagesText(language, key)}
      value={typed[key]}
      inputMode="decimal"
      required
      issue={issueOf(`project.${key}`)}
      onChange={(text) => {
        setTyped({ ...typed, [key]: text });
        onChange({ ...value, [key]: degreesFrom(text) });
      }}
    />
  );

  return (
    <fieldset className="studio-page-panel__group">
      <legend>{pagesText(language, 'place')}</legend>
      {degreesField('longitude')}
      {degreesField('latitude')}
      <div className="studio-page-panel__field">
        <label htmlFor={`${id}-theme`}>{pagesText(language, 'placeTheme')}</label>
        <select
          id={`${id}-theme`}
          name="theme"
          value={value.theme}
          onChange={(event) => onChange({ ...value, theme: event.target.value as MapTheme })}
        >
          {mapThemes.map((theme) => (
            <option key={theme} value={theme}>
              {optionLabel(theme, language)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="studio-page-panel__group">
        <legend>{pagesText(language, 'actors')}</legend>
        {actorTypes.map((actor) => (
          <label key={actor} className="studio-page-panel__term">
            <input
              type="checkbox"
              checked={value.labels.includes(actor)}
              onChange={(event) =>
                onChange({
                  ...value,
                  labels: event.target.checked
                    ? actorTypes.filter((known) => known === actor || value.labels.includes(known))
                    : value.labels.filter((label) => label !== actor),
                })
              }
            />
            {optionLabel(actor, language)}
          </label>
        ))}
      </fieldset>
    </fieldset>
  );
}
