import { formDefinitionSchema, type FormDefinition } from '@zilt/contracts/form-definition';
import type { FormFieldType } from '@zilt/contracts/form-rules';

// Changing a form's definition in the studio: each change answers a new definition, and the
// contracts' schema (the one the server checks with) says what is wrong and at which field.

export type FormFieldDefinition = FormDefinition['fields'][number];

const withChoices = new Set<FormFieldType>(['select', 'radio']);
const withoutLength = new Set<FormFieldType>(['checkbox', 'consent']);

/** The problems of a definition by the path of the value they concern (`fields.0.label.en`). */
export function definitionIssues(definition: FormDefinition): Map<string, string[]> {
  const issues = new Map<string, string[]>();
  const checked = formDefinitionSchema.safeParse(definition);
  if (checked.success) return issues;
  for (const issue of checked.error.issues) {
    const path = issue.path.map(String).join('.');
    issues.set(path, [...(issues.get(path) ?? []), issue.message]);
  }
  return issues;
}

/** A field name no other field of the form has yet (`field3`, `field4`, …). */
function freeName(fields: readonly FormFieldDefinition[]): string {
  const taken = new Set(fields.map((field) => field.name));
  let number = fields.length + 1;
  while (taken.has(`field${number}`)) number += 1;
  return `field${number}`;
}

export function addField(definition: FormDefinition): FormDefinition {
  const field: FormFieldDefinition = {
    name: freeName(definition.fields),
    type: 'text',
    label: { nl: '', en: '' },
    required: false,
  };
  return { ...definition, fields: [...definition.fields, field] };
}

export function removeField(definition: FormDefinition, index: number): FormDefinition {
  return { ...definition, fields: definition.fields.filter((_, at) => at !== index) };
}

/** Moves a field one place up (-1) or down (+1); at either end nothing moves. */
export function moveField(definition: FormDefinition, index: number, by: -1 | 1): FormDefinition {
  const target = index + by;
  if (target < 0 || target >= definition.fields.length) return definition;
  const fields = [...definition.fields];
  [fields[index], fields[target]] = [fields[target]!, fields[index]!];
  return { ...definition, fields };
}

export function changeField(
  definition: FormDefinition,
  index: number,
  change: (field: FormFieldDefinition) => FormFieldDefinition,
): FormDefinition {
  return { ...definition, fields: definition.fields.map((field, at) => (at === index ? change(field) : field)) };
}

/**
 * A field of another type: a list or radio buttons get one empty choice to start from, other
 * types lose their choices, and boxes to tick lose their length.
 */
export function retypeField(field: FormFieldDefinition, type: FormFieldType): FormFieldDefinition {
  const { options, maxLength, ...rest } = field;
  const next: FormFieldDefinition = { ...rest, type };
  if (withChoices.has(type)) next.options = options ?? [{ value: 'option-1', label: { nl: '', en: '' } }];
  if (!withoutLength.has(type) && maxLength !== undefined) next.maxLength = maxLength;
  return next;
}
