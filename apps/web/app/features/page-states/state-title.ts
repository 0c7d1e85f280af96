import type { Resource } from '../../i18n/translator';
import type { Language } from '@zilt/contracts/common';
import { fallbackResources } from '../../i18n/fallback-resources';
import type { ClassifiedError, RouteErrorKind } from './classify-route-error';

/**
 * The heading and document title of each state a page can end in. Only a crash is titled
 * 'Error log'; every other state names what happened, so a visitor with many tabs (or a
 * screen reader announcing the title) can tell a dropped connection from a refused one.
 */
const stateTitleKeys: { [K in RouteErrorKind]: string } = {
  connection: 'state.connectionError',
  unauthorized: 'state.accessDenied',
  chunk: 'state.chunkTitle',
  'not-found': 'notFound.title',
  failed: 'state.failedTitle',
  crash: 'crash.title',
};

export function stateTitleKey(classified: ClassifiedError): string {
  return stateTitleKeys[classified.kind];
}

function lookup(resources: Resource | undefined, language: string, key: string): string | undefined {
  let node: unknown = resources?.[language]?.['common'];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/**
 * A text of the `common` namespace outside React (route `meta` functions have no translator):
 * from the visit's translations, else the built-in English texts.
 */
export function commonText(resources: Resource | undefined, language: Language, key: string): string {
  return lookup(resources, language, key) ?? lookup(fallbackResources, 'en', key) ?? key;
}

/** The document title of a state, in the visit's language. */
export function stateTitle(classified: ClassifiedError, resources: Resource | undefined, language: Language): string {
  return commonText(resources, language, stateTitleKey(classified));
}
