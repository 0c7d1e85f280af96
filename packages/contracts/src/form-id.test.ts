import { describe, expect, it } from 'vitest';
import { formstackBlockSchema, hubspotBlockSchema } from './blocks.ts';
import { formIdSchema } from './form-id.ts';
import { formSubmissionExportQuerySchema } from './form-definition.ts';

describe('form ids', () => {
  it.each(['4213021', 'field-day', 'newsletter', 'a1b2c3d4-5e6f-7a8b-9c0d-e1f2a3b4c5d6', 'Form_2'])(
    'takes %s in the form, the blocks and the routes alike',
    (id) => {
      expect(formIdSchema.safeParse(id).success).toBe(true);
      expect(formstackBlockSchema.safeParse({ kind: 'formstackBlock', formId: id }).success).toBe(true);
      expect(
        hubspotBlockSchema.safeParse({ kind: 'hubspotBlock', inputfields: { portalID: '2026001', formID: id } })
          .success,
      ).toBe(true);
      expect(formSubmissionExportQuerySchema.safeParse({ formId: id }).success).toBe(true);
    },
  );

  it.each(['', '-1', '_x', '42 13', 'a/b', '../x', 'x'.repeat(201)])('refuses %j everywhere', (id) => {
    expect(formIdSchema.safeParse(id).success).toBe(false);
    expect(formstackBlockSchema.safeParse({ kind: 'formstackBlock', formId: id }).success).toBe(false);
  });
});
