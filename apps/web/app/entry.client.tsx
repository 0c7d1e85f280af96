import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { preloadBlockKinds } from './blocks/registry';
import { registerServiceWorker } from './features/offline/service-worker-registration';

// The server HTML names every block kind it rendered; their renderers (one chunk each) load
// before hydration, so no block waits inside a Suspense boundary while hydrating.
const kindsOnPage = new Set(
  Array.from(
    document.querySelectorAll<HTMLElement>('[data-block-kind]'),
    (element) => element.dataset['blockKind'] ?? '',
  ),
);

void preloadBlockKinds(kindsOnPage).finally(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});

// Offline reading: the service worker starts after the page has loaded, when the browser is idle.
registerServiceWorker();
