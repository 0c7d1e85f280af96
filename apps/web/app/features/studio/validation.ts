import type { z } from 'zod';
import en from 'zod/v4/locales/en.js';
import nl from 'zod/v4/locales/nl.js';
import { isBlockKind } from '@zilt/contracts/blocks';
import { formIdMessage } from '@zilt/contracts/form-id';
import { unstorableTextMessage } from '@zilt/contracts/json-limits';
import { componentToBlock, schemaOfKind, shapeOfKind, type EditorComponent, type EditorData } from './editor-data';
import { isObjectLike, type Shape } from './schema-shape';
import { screenText, type StudioLanguage } from './studio-language';

// Validation while editing: after every change each block of the editor runs through its
// kind's schema from the contracts, the same one the API applies, so whatever the studio lets
// through, the site can render. Each issue is placed at the field it concerns (in the editor's
// own field names, e.g. `items[0].title`) with its message in the studio's language; publishing
// is possible only when no block has any issue.

export interface FieldIssue {
  /** The field in the editor's naming: `title`, `primaryAction.url`, `items[0].title`; '' for the block. */
  field: string;
  message: string;
}

export interface Validation {
  /** Issues by component id (blocks inside multiscreen and A/B test blocks have their own). */
  issuesByBlock: ReadonlyMap<string, readonly FieldIssue[]>;
  issueCount: number;
  canPublish: boolean;
}

const locales: Record<StudioLanguage, z.core.$ZodErrorMap> = { nl: nl().localeError, en: en().localeError };

const numberFormats: Record<StudioLanguage, Intl.NumberFormat> = {
  nl: new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 6 }),
  en: new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 }),
};

/**
 * The messages editors meet most, written for them (what to do, in their words and number
 * format); every other issue gets zod's message in the language.
 */
function editorMessage(language: StudioLanguage, issue: z.core.$ZodRawIssue): string | undefined {
  const dutch = language === 'nl';
  const number = (value: number | bigint) => numberFormats[language].format(value);
  if (issue.code === 'invalid_type' && issue.input === undefined) return dutch ? 'Verplicht.' : 'Required.';
  if (issue.code === 'invalid_type' && issue.expected === 'number') {
    return dutch ? 'Vul een getal in.' : 'Enter a number.';
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return issue.minimum === 1
      ? dutch
        ? 'Verplicht: vul dit in.'
        : 'Required: fill this in.'
      : dutch
        ? `Te kort: minstens ${number(issue.minimum)} tekens.`
        : `Too short: at least ${number(issue.minimum)} characters.`;
  }
  if (issue.code === 'too_big' && issue.origin === 'string') {
    return dutch
      ? `Te lang: hoogstens ${number(issue.maximum)} tekens.`
      : `Too long: at most ${number(issue.maximum)} characters.`;
  }
  if (issue.code === 'too_small' && (issue.origin === 'number' || issue.origin === 'int')) {
    const bound = number(issue.minimum);
    if (issue.inclusive === false) return dutch ? `Te klein: meer dan ${bound}.` : `Too small: more than ${bound}.`;
    return dutch ? `Te klein: minstens ${bound}.` : `Too small: at least ${bound}.`;
  }
  if (issue.code === 'too_big' && (issue.origin === 'number' || issue.origin === 'int')) {
    const bound = number(issue.maximum);
    if (issue.inclusive === false) return dutch ? `Te groot: minder dan ${bound}.` : `Too big: less than ${bound}.`;
    return dutch ? `Te groot: hoogstens ${bound}.` : `Too big: at most ${bound}.`;
  }
  if (issue.code === 'invalid_type' && issue.expected === 'int') {
    return dutch ? 'Vul een geheel getal in.' : 'Enter a whole number.';
  }
  return undefined;
}

/** Zod's error map in the studio's language, with the editors' own wording of the common issues. */
export const localeErrors: Record<StudioLanguage, z.core.$ZodErrorMap> = {
  nl: (issue) => editorMessage('nl', issue) ?? locales.nl(issue),
  en: (issue) => editorMessage('en', issue) ?? locales.en(issue),
};

/**
 * Messages the contracts write themselves (refinements), which no locale translates: their Dutch.
 * A message not listed here is shown as written.
 */
const contractMessagesInDutch: Readonly<Record<string, string>> = {
  'a url or an embedCode is required': 'Vul een adres of een insluitcode in.',
  'required for an image item': 'Verplicht bij een afbeelding.',
  'required for a video item': 'Verplicht bij een video.',
  [formIdMessage]: 'Alleen letters, cijfers, "-" en "_", beginnend met een letter of cijfer.',
  [unstorableTextMessage]: 'Deze tekst bevat tekens die niet kunnen worden opgeslagen.',
  'expected ISO date, e.g. 2025-01-31 or 2025-01-31T09:30:00Z': 'Verwacht een datum, bijv. 2025-01-31.',
  'must lie in the years 1000 to 9999': 'Het jaar moet tussen 1000 en 9999 liggen.',
  'expected "/" or segments of letters, digits and "-" joined by "/", without leading or trailing slash':
    'Verwacht "/" of delen van letters, cijfers en "-", gescheiden door "/", zonder "/" aan begin of eind.',
};

export function inLanguage(message: string, language: StudioLanguage): string {
  const translated = language === 'nl' ? (contractMessagesInDutch[message] ?? message) : message;
  return translated.charAt(0).toUpperCase() + translated.slice(1);
}

type PathStep = string | number;

/**
 * Walks a block's shape along an issue's path: the editor's field name for it, and whether the
 * path leads into a block held by this one (that block reports its own issues).
 */
function placeIssue(shape: Shape, path: readonly PropertyKey[]): { field: string; intoChildBlock: boolean } {
  let field = '';
  let current: Shape | undefined = shape;
  for (let index = 0; index < path.length; index++) {
    const step = path[index] as PathStep;
    if (current?.type === 'block') return { field, intoChildBlock: true };
    if (typeof step === 'number') {
      field += `[${step}]`;
      if (current?.type !== 'array') {
        current = undefined;
        continue;
      }
      const item: Shape = current.item().shape;
      // Plain values of a list are `{ value }` items in the editor.
      if (!isObjectLike(item) && item.type !== 'block') field += '.value';
      current = item;
      continue;
    }
    field += field === '' ? step : `.${step}`;
    if (current?.type === 'object' && current.keys.includes(step)) current = current.entry(step).shape;
    else if (current?.type === 'union') {
      const variant: (Shape & { type: 'object' }) | undefined = Object.values(current.variants).find((candidate) =>
        candidate.keys.includes(step),
      );
      current = variant?.entry(step).shape;
    } else current = undefined;
  }
  return { field, intoChildBlock: false };
}

/** The issues of one component (not of the blocks inside it). */
export function validateComponent(component: EditorComponent, language: StudioLanguage): FieldIssue[] {
  if (!isBlockKind(component.type)) return [{ field: '', message: component.type }];
  const block = componentToBlock(component);
  const result = schemaOfKind(component.type).safeParse(block, { error: localeErrors[language] });
  const issues: FieldIssue[] = [];
  if (!result.success) {
    const shape = shapeOfKind(component.type);
    for (const issue of result.error.issues) {
      const place = placeIssue(shape, issue.path);
      if (!place.intoChildBlock) issues.push({ field: place.field, message: inLanguage(issue.message, language) });
    }
  }
  if (component.type === 'abTestBlock') {
    // A variant shows one block: the slot must hold exactly one (an empty one is reported above).
    const variants = component.props['blocks'];
    if (Array.isArray(variants)) {
      variants.forEach((variant: unknown, index) => {
        const held = (variant as { block?: unknown } | null)?.block;
        if (Array.isArray(held) && held.length > 1) {
          issues.push({ field: `blocks[${index}].block`, message: screenText(language, 'oneBlockPerVariant') });
        }
      });
    }
  }
  return issues;
}

/** Components held in the slots of a component, at any depth of its fields. */
function childComponents(shape: Shape, value: unknown, into: EditorComponent[]): void {
  if (value === undefined || value === null) return;
  if (shape.type === 'block') {
    if (Array.isArray(value)) into.push(...(value as EditorComponent[]));
    return;
  }
  if (shape.type === 'array' && Array.isArray(value)) {
    const item = shape.item().shape;
    if (item.type === 'block') into.push(...(value as EditorComponent[]));
    else if (item.type === 'object') for (const element of value) childComponents(item, element, into);
    return;
  }
  if (shape.type === 'object' && typeof value === 'object') {
    for (const key of shape.keys) {
      const entry = shape.entry(key).shape;
      // Only fields that can hold blocks are walked.
      if (entry.type === 'block' || entry.type === 'array' || entry.type === 'object') {
        childComponents(entry, (value as Record<string, unknown>)[key], into);
      }
    }
  }
}

/** Validates every block of the editor's data, nested ones included. */
export function validateEditorData(data: EditorData, language: StudioLanguage): Validation {
  const issuesByBlock = new Map<string, FieldIssue[]>();
  let issueCount = 0;
  const visit = (component: EditorComponent) => {
    const issues = validateComponent(component, language);
    if (issues.length > 0) {
      issuesByBlock.set(component.props.id, issues);
      issueCount += issues.length;
    }
    // The walk follows the data, so it ends however deep the shapes nest.
    if (isBlockKind(component.type)) {
      const children: EditorComponent[] = [];
      childComponents(shapeOfKind(component.type), component.props, children);
      children.forEach(visit);
    }
  };
  data.content.forEach(visit);
  return { issuesByBlock, issueCount, canPublish: issueCount === 0 };
}
