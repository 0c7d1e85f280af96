import type { Resource } from './translator';

/**
 * The few texts the crash screen needs when the translations themselves could not be read
 * (the database is down while the server renders). Normally every text comes from the
 * translations served by the API; these mirror their English entries.
 */
export const fallbackResources: Resource = {
  en: {
    common: {
      crash: {
        title: 'Error log',
        intro: 'Something went wrong while showing this page.',
        name: 'Error',
        message: 'Message',
        stack: 'Stack trace',
        reload: 'Reload the page',
      },
      state: {
        connectionError: 'Very serious connectionerror',
        accessDenied: 'Access denied',
        failed: 'This page could not be loaded right now. Please try again in a moment.',
        retry: 'Try again',
        chunkFailed: 'A part of this page could not be loaded. Reloading usually helps.',
        chunkTitle: 'Part of the site could not be loaded',
        failedTitle: 'Page not available',
        failedStatus: 'The server answered with status {{status}}.',
      },
      notFound: { title: 'Page not found', backHome: 'Back to the home page' },
      logo: { home: 'Zilt – to the home page' },
      skipToContent: 'Skip to content',
    },
  },
};
