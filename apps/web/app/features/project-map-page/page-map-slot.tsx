import { lazy, Suspense, type ComponentType } from 'react';

// The page-level map's component is its own chunk, loaded only by pages that show it. The route
// loader loads it first (on the server, and before a client-side navigation shows the page), so
// it renders at once. When the browser hydrates a server-rendered page, the chunk loads then:
// until it has, React keeps the server HTML of the map's section (legend, reserved space and
// project list) as it is. MapLibre itself loads later still, once the map is on the page.

let loaded: ComponentType | undefined;
let loading: Promise<ComponentType> | undefined;

/** Loads the page-level map's chunk once; later calls share the same promise. */
export function preloadPageMap(): Promise<ComponentType> {
  loading ??= import('./page-map').then((module) => (loaded = module.PageMap));
  return loading;
}

const LazyPageMap = lazy(async () => ({ default: await preloadPageMap() }));

/** The page-level map: rendered at once when its chunk is loaded, else when it has loaded. */
export function PageMapSlot() {
  const Loaded = loaded;
  return <Suspense fallback={null}>{Loaded ? <Loaded /> : <LazyPageMap />}</Suspense>;
}
