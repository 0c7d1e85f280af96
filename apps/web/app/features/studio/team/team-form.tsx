import { useState, type FormEvent } from 'react';
import { teamMemberUpdateRequestSchema } from '@zilt/contracts/editor-records';
import type { TeamMember } from '@zilt/contracts/team-member';
import { MediaChooser } from '../media/media-chooser';
import type { StudioLanguage } from '../studio-language';
import { FieldIssue } from '../records/field-issue';
import { recordIssues, type IssuesByPath } from '../records/record-issues';
import { recordsText } from '../records/records-text';
import { teamText } from './team-text';

// The form of one team member (a new one or one to change): every field of the contracts but
// the Id (the photo typed or chosen from the media library), checked by the contracts before it is sent, each issue under its field.

export type MemberFields = Omit<TeamMember, 'Id'>;

interface Draft {
  Name: string;
  Surname: string;
  CompanyRole: string;
  ImageURL: string;
  Age: string;
}

const memberSchema = teamMemberUpdateRequestSchema.shape.member;

function draftOf(member: MemberFields | null): Draft {
  if (!member) return { Name: '', Surname: '', CompanyRole: '', ImageURL: '', Age: '' };
  const { Name, Surname, CompanyRole, ImageURL, Age } = member;
  return { Name, Surname, CompanyRole, ImageURL, Age: String(Age) };
}

/** The draft as the contracts read it: a number field left empty is no number at all. */
function memberOf(draft: Draft): Record<string, unknown> {
  const age = draft.Age.trim();
  return { ...draft, Age: age === '' ? undefined : Number(age) };
}

const fields = [
  { key: 'Name', label: 'name' },
  { key: 'Surname', label: 'surname' },
  { key: 'CompanyRole', label: 'role', hint: 'roleHint' },
  { key: 'ImageURL', label: 'imageUrl', hint: 'imageHint' },
  { key: 'Age', label: 'age' },
] as const;

export function TeamForm({
  language,
  heading,
  member,
  roleKeys,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  language: StudioLanguage;
  heading: string;
  member: MemberFields | null;
  roleKeys: readonly { key: string; text: string }[];
  submitLabel: string;
  busy: boolean;
  onSubmit: (member: MemberFields) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(member));
  const [issues, setIssues] = useState<IssuesByPath>(new Map());
  const prefix = member ? 'team-edit' : 'team-add';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const value = memberOf(draft);
    const found = new Map(recordIssues(memberSchema, value, language));
    // The site shows the name on the card: a member without one is not saved.
    if (draft.Name.trim() === '') found.set('Name', [recordsText(language, 'required')]);
    setIssues(found);
    if (found.size > 0) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    if (await onSubmit(memberSchema.parse(value))) {
      if (!member) setDraft(draftOf(null));
    }
  }

  return (
    <form
      className="team-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={`${prefix}-heading`}
    >
      <h2 id={`${prefix}-heading`}>{heading}</h2>
      {issues.size > 0 && (
        <div className="studio-message studio-message--problem" role="alert">
          <p>{teamText(language, 'problems')}</p>
          {/* An issue of no single field (the member as a whole) is named here. */}
          {[...issues]
            .filter(([path]) => !fields.some((field) => field.key === path))
            .map(([path, messages]) => (
              <p key={path}>{messages.join(' ')}</p>
            ))}
        </div>
      )}
      <div className="team-form__fields">
        {fields.map((field) => {
          const id = `${prefix}-${field.key}`;
          const messages = issues.get(field.key);
          const describedBy = ['hint' in field ? `${id}-hint` : null, messages ? `${id}-issue` : null].filter(Boolean);
          return (
            <div key={field.key} className={`records-field team-form__${field.key}`}>
              <label htmlFor={id}>{teamText(language, field.label)}</label>
              {'hint' in field && (
                <p id={`${id}-hint`} className="team-form__hint">
                  {teamText(language, field.hint)}
                </p>
              )}
              <input
                id={id}
                type={field.key === 'Age' ? 'number' : field.key === 'ImageURL' ? 'url' : 'text'}
                inputMode={field.key === 'Age' ? 'numeric' : undefined}
                list={field.key === 'CompanyRole' ? `${prefix}-roles` : undefined}
                value={draft[field.key]}
                aria-invalid={messages ? true : undefined}
                aria-describedby={describedBy.length > 0 ? describedBy.join(' ') : undefined}
                onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              />
              {field.key === 'ImageURL' && (
                <MediaChooser
                  kind="image"
                  address={draft.ImageURL}
                  language={language}
                  chooseText="chooseImage"
                  onChoose={(item) => setDraft({ ...draft, ImageURL: item.address })}
                />
              )}
              <FieldIssue id={`${id}-issue`} messages={messages} />
            </div>
          );
        })}
      </div>
      <datalist id={`${prefix}-roles`}>
        {roleKeys.map((role) => (
          <option key={role.key} value={role.key}>
            {role.text}
          </option>
        ))}
      </datalist>
      <div className="records-save">
        <button type="submit" className="studio-button" disabled={busy}>
          {busy ? recordsText(language, 'saving') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="studio-button studio-button--quiet" onClick={onCancel}>
            {teamText(language, 'cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
