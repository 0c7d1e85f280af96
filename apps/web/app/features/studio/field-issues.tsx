import { createContext, useContext, type ReactNode } from 'react';
import { createUsePuck, type Overrides } from '@puckeditor/core';
import type { FieldIssue, Validation } from './validation';
import { screenText, type StudioLanguage } from './studio-language';

// Shows validation issues where the editor looks: under the field they concern (every field
// type of the editor is wrapped), and as a list at the top of the selected block's fields.

interface StudioState {
  validation: Validation;
  language: StudioLanguage;
}

export const StudioContext = createContext<StudioState>({
  validation: { issuesByBlock: new Map(), issueCount: 0, canPublish: true },
  language: 'nl',
});

export function useStudio(): StudioState {
  return useContext(StudioContext);
}

const usePuck = createUsePuck();

/** The issues of the block selected in the editor. */
function useSelectedBlockIssues(): readonly FieldIssue[] {
  const selectedId = usePuck((state) => state.selectedItem?.props.id as string | undefined);
  const { validation } = useStudio();
  return (selectedId && validation.issuesByBlock.get(selectedId)) || [];
}

/** An id for the message of a field, so its input can point at it. */
export function issueId(name: string): string {
  return `studio-issue-${name.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The message(s) of one field of the selected block, or nothing when it is valid. */
export function FieldIssueMessage({ name }: { name: string }) {
  const issues = useSelectedBlockIssues().filter((issue) => issue.field === name);
  if (issues.length === 0) return null;
  return (
    <p className="studio-field-issue" id={issueId(name)} data-field={name}>
      {issues.map((issue) => issue.message).join(' ')}
    </p>
  );
}

function FieldWithIssue({ children, name }: { children: ReactNode; name: string }) {
  const invalid = useSelectedBlockIssues().some((issue) => issue.field === name);
  return (
    <div className="studio-field" data-invalid={invalid || undefined}>
      {children}
      <FieldIssueMessage name={name} />
    </div>
  );
}

/** Every built-in field type of the editor, with its issue shown under it. */
export const fieldTypesWithIssues: Overrides['fieldTypes'] = Object.fromEntries(
  (['text', 'textarea', 'number', 'select', 'radio', 'array', 'object'] as const).map((type) => [
    type,
    function FieldType({ children, name }: { children: ReactNode; name: string }) {
      return <FieldWithIssue name={name}>{children}</FieldWithIssue>;
    },
  ]),
);

/** Above the selected block's fields: every issue of the block, with the field it concerns. */
export function BlockIssueSummary() {
  const issues = useSelectedBlockIssues();
  const { language } = useStudio();
  if (issues.length === 0) return null;
  return (
    <section className="studio-block-issues" aria-labelledby="studio-block-issues-title">
      <h2 id="studio-block-issues-title">{screenText(language, 'blockProblems')}</h2>
      <ul>
        {issues.map((issue, index) => (
          <li key={`${issue.field}-${index}`}>
            {issue.field ? <code>{issue.field}</code> : null} {issue.message}
          </li>
        ))}
      </ul>
    </section>
  );
}
