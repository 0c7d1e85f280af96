import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '@zilt/contracts/form-definition';
import { addField, definitionIssues, moveField, removeField, retypeField } from './form-edit';

const form: FormDefinition = {
  id: 'visit',
  title: { nl: 'Bezoek', en: 'Visit' },
  fields: [
    { name: 'name', type: 'text', label: { nl: 'Naam', en: 'Name' }, required: true },
    { name: 'email', type: 'email', label: { nl: 'E-mail', en: 'Email' }, required: false },
  ],
  submitLabel: { nl: 'Versturen', en: 'Send' },
  confirmation: { message: { nl: 'Dank je', en: 'Thank you' } },
};

describe('editing a form definition', () => {
  it('adds a field with a free name, moves and removes fields', () => {
    const added = addField(form);
    expect(added.fields.map((field) => field.name)).toEqual(['name', 'email', 'field3']);
    expect(moveField(added, 2, -1).fields.map((field) => field.name)).toEqual(['name', 'field3', 'email']);
    expect(moveField(added, 0, -1)).toBe(added);
    expect(removeField(added, 0).fields.map((field) => field.name)).toEqual(['email', 'field3']);
  });

  it('places the contracts’ problems at the value they concern', () => {
    expect(definitionIssues(form).size).toBe(0);
    const issues = definitionIssues(addField(form));
    expect([...issues.keys()]).toEqual(['fields.2.label.en', 'fields.2.label.nl']);
    const duplicate = { ...form, fields: [...form.fields, { ...form.fields[0]! }] };
    expect(definitionIssues(duplicate).get('fields.2.name')).toEqual(['duplicate field "name"']);
  });

  it('gives a list a first choice and takes choices and length away from other types', () => {
    const list = retypeField(form.fields[0]!, 'select');
    expect(list.options).toEqual([{ value: 'option-1', label: { nl: '', en: '' } }]);
    const box = retypeField({ ...list, maxLength: 50 }, 'checkbox');
    expect(box).toEqual({ name: 'name', type: 'checkbox', label: { nl: 'Naam', en: 'Name' }, required: true });
  });
});
