import { lookupDataSchema } from '@zilt/contracts/subscribers';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../lib/api-client.ts';

// The countries of the server's lookup data: the values a subscriber's country may take. The
// server stores a country by its lookup title and accepts its code; staff read its name in their
// own language.

/** A country of the lookup: its code (sent to the server), its stored title and its name for staff. */
export interface LookupCountry {
  code: string;
  title: string;
  name: string;
}

type LookupCountries = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; countries: LookupCountry[] };

type Loaded = { ok: true; countries: { code: string; title: string }[] } | { ok: false };

/** The lookup is read once per page load: it changes with a release, not during a session. */
let lookup: Promise<Loaded> | undefined;

function loadLookupCountries(): Promise<Loaded> {
  lookup ??= callApi('/api/v1/Checkout/LookupData', { schema: lookupDataSchema }).then((result) => {
    if (!result.ok) {
      // A later page may try again.
      lookup = undefined;
      return { ok: false };
    }
    return {
      ok: true,
      countries: result.value.Countries.map((country) => ({ code: country.BusinessCentralCode, title: country.Title })),
    };
  });
  return lookup;
}

/** The name of a country code in a language, or undefined when the browser does not know the code. */
function regionName(names: Intl.DisplayNames | undefined, code: string): string | undefined {
  if (!names || !/^[A-Za-z]{2}$/.test(code)) return undefined;
  try {
    const name = names.of(code.toUpperCase());
    return name && name !== code.toUpperCase() ? name : undefined;
  } catch {
    return undefined;
  }
}

function useRegionNames(): Intl.DisplayNames | undefined {
  const { i18n } = useTranslation();
  return useMemo(() => {
    try {
      return new Intl.DisplayNames([i18n.language === 'en' ? 'en-GB' : 'nl-NL'], { type: 'region' });
    } catch {
      return undefined;
    }
  }, [i18n.language]);
}

function useLoaded(): Loaded | undefined {
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  useEffect(() => {
    let current = true;
    void loadLookupCountries().then((result) => {
      if (current) setLoaded(result);
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

/** The lookup's countries with their names in the staff's language, sorted by that name. */
export function useLookupCountries(): LookupCountries {
  const { i18n } = useTranslation();
  const names = useRegionNames();
  const loaded = useLoaded();
  return useMemo(() => {
    if (!loaded) return { status: 'loading' };
    if (!loaded.ok) return { status: 'failed' };
    const collator = new Intl.Collator(i18n.language);
    const countries = loaded.countries
      .map((country) => ({ ...country, name: regionName(names, country.code) ?? country.title }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return { status: 'loaded', countries };
  }, [loaded, names, i18n.language]);
}

/**
 * Names countries in the staff's language: by code, or by the lookup title a subscriber's
 * country is stored as. A country the lookup or the browser does not know keeps its own text.
 */
export function useCountryNames() {
  const names = useRegionNames();
  const loaded = useLoaded();
  return useMemo(() => {
    const codeOfTitle = new Map(
      loaded?.ok ? loaded.countries.map((country) => [country.title.toLowerCase(), country.code]) : [],
    );
    return Object.assign(
      (code: string, fallback: string | number = code): string => regionName(names, code) ?? String(fallback),
      {
        ofTitle: (title: string | null | undefined): string => {
          if (!title) return '—';
          const code = codeOfTitle.get(title.toLowerCase());
          return (code && regionName(names, code)) ?? title;
        },
      },
    );
  }, [names, loaded]);
}
