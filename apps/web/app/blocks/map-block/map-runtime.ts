import { LngLat, Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import Supercluster from 'supercluster';
import {
  mapClusterOptions,
  mapDesktopMinWidthPx,
  mapFlyCurve,
  mapPopupMaxWidthPx,
  mapPopupOffset,
  type ActorType,
  type MapLevel,
  type MapTheme,
} from '@zilt/contracts/map-settings';
import { readMapProjectsResponse } from '@zilt/contracts/map-projects-check';
import type { MapProject } from '@zilt/contracts/project';
import { actorTypeIcon } from '../../components/icon/project-icons';
import { ClusterLevel, openingView, type MapView } from './map-view';

export type { MapView } from './map-view';

// The map itself: MapLibre on a globe, markers and clusters as HTML buttons (reachable by
// keyboard, with names), clustering by supercluster. Loaded only by pages with a map, after
// hydration, as its own chunk.

// MapLibre 6 is ESM-only and needs its worker's address; the file is served by us.
setWorkerUrl(workerUrl);

export interface MapTexts {
  /** A cluster's name: how many projects it holds and the one nearest its middle, so each is unique. */
  cluster(count: number, nearestTitle: string): string;
  marker(title: string, theme: MapTheme): string;
  actorType(label: ActorType): string;
  popupLabel(title: string): string;
  readMore: string;
  close: string;
  zoomIn: string;
  zoomOut: string;
  /** Shown when one finger swipes over the map on a touch screen: the page scrolls, two fingers move the map. */
  touchHint: string;
}

export interface ProjectMapOptions {
  projects: MapProject[];
  level: MapLevel;
  styleUrl: string;
  texts: MapTexts;
  themes: readonly MapTheme[];
  /** Opens a project page within the site (a client-side navigation, no page load). */
  navigate(url: string): void;
  /** Where the map opens instead of the view that fits every project (the view kept for Back). */
  initialView?: MapView | undefined;
  /** Called each time the map has finished rendering and moving, with its view then. */
  onIdle?: (view: MapView) => void;
  /** Called each time the map has stopped moving, with its view then. */
  onViewChange?: (view: MapView) => void;
}

export interface ProjectMapHandle {
  setThemes(themes: readonly MapTheme[]): void;
  destroy(): void;
}

/** The projects of a map-data answer; throws, naming the problem, when it is not one. */
export function parseMapProjects(answer: unknown): MapProject[] {
  return readMapProjectsResponse(answer).projects;
}

type ProjectPoint = GeoJSON.Feature<GeoJSON.Point, { index: number }>;

/** How far out and in a visitor may zoom (MapLibre's own limits). */
const zoomRange = { min: -2, max: 22 } as const;
/** The latitudes the map's centre keeps within, as on MapLibre's own maps. */
const maxCentreLatitude = 85;

/**
 * Keeps the map's centre and zoom within bounds. Unlike MapLibre's default for a flat map, the
 * world may be smaller than the map's frame: a tall map on a phone then still shows every
 * longitude with a project, with sea above and below.
 */
function constrainView(lngLat: LngLat, zoom: number) {
  return {
    center: new LngLat(lngLat.lng, Math.max(-maxCentreLatitude, Math.min(maxCentreLatitude, lngLat.lat))),
    zoom: Math.max(zoomRange.min, Math.min(zoomRange.max, zoom)),
  };
}

/** Room kept between an open popup and the map's edge (px). */
const popupMargin = 12;
/** Half the size of the largest marker: the popup's tip leaves it in sight (px). */
const markerRadius = 22;

/**
 * The projection: a globe, except at the opening view and wider, where the globe is unrolled
 * into a flat world map, because a globe shows only the half of the world that faces the
 * visitor and the opening view shows every project. Zooming in by one step makes it a globe;
 * close in it becomes flat again, as MapLibre's globe does.
 */
function projectionFrom(flatUntilZoom: number) {
  return {
    type: [
      'interpolate',
      ['linear'],
      ['zoom'],
      flatUntilZoom,
      'mercator',
      flatUntilZoom + 1,
      'vertical-perspective',
      10,
      'vertical-perspective',
      12,
      'mercator',
    ],
  } as unknown as Parameters<MapLibreMap['setProjection']>[0];
}

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** Below the desktop width the popup opens to the marker's side, from there on above it. */
const popupAnchor = () => (window.matchMedia(`(min-width: ${mapDesktopMinWidthPx}px)`).matches ? 'top' : 'left');

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const created = document.createElement(tag);
  created.className = className;
  if (text !== undefined) created.textContent = text;
  return created;
}

function spriteIcon(name: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('class', 'icon');
  svg.setAttribute('width', '20');
  svg.setAttribute('height', '20');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const use = document.createElementNS('http://www.w3.org/2000/svg', 'use');
  use.setAttribute('href', `/images/sprite.svg#${name}`);
  svg.append(use);
  return svg;
}

/** A plain left click: other clicks (new tab, new window, download) stay with the browser. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

interface PopupActions {
  close(): void;
  navigate(url: string): void;
}

function popupContent(project: MapProject, texts: MapTexts, actions: PopupActions): HTMLElement {
  const root = element('div', `project-popup project-popup--${project.theme}`);
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-label', texts.popupLabel(project.title));
  root.tabIndex = -1;
  const close = element('button', 'project-popup__close');
  close.type = 'button';
  close.setAttribute('aria-label', texts.close);
  close.append(spriteIcon('close'));
  close.addEventListener('click', actions.close);
  root.append(close);
  if (project.imageUrl) {
    const image = element('img', 'project-popup__image');
    image.src = project.imageUrl;
    image.alt = '';
    image.width = 400;
    image.height = 250;
    root.append(image);
  }
  root.append(element('h3', 'project-popup__title', project.title));
  if (project.labels.length > 0) {
    const labels = element('ul', 'project-popup__labels');
    for (const label of project.labels) {
      const item = element('li', 'project-popup__label');
      item.append(spriteIcon(actorTypeIcon(label)), texts.actorType(label));
      labels.append(item);
    }
    root.append(labels);
  }
  root.append(element('p', 'project-popup__description', project.description));
  const link = element('a', 'project-popup__read-more', texts.readMore);
  link.href = project.url;
  // Like every other link to a page of the site, 'Read more' navigates without a page load.
  link.addEventListener('click', (event) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    event.preventDefault();
    actions.navigate(project.url);
  });
  root.append(link);
  return root;
}

/** Creates the map in `container` (which keeps its size) and returns how to steer it. */
export function createProjectMap(container: HTMLElement, options: ProjectMapOptions): ProjectMapHandle {
  const { projects, texts } = options;
  const opening = openingView(
    projects
      .filter((project) => options.themes.includes(project.theme))
      .map((project) => [project.coordinates.longitude, project.coordinates.latitude]),
    container.clientWidth,
    container.clientHeight,
  );
  const start = options.initialView ?? opening;
  const map = new MapLibreMap({
    container,
    style: new URL(options.styleUrl, window.location.href).href,
    center: start.center,
    zoom: start.zoom,
    minZoom: zoomRange.min,
    maxZoom: zoomRange.max,
    transformConstrain: constrainView,
    scrollZoom: false,
    // On a touch screen one finger scrolls the page and two fingers move the map; a hint says so.
    // (The wheel never zooms this map, so the desktop hints are never shown; they say the same.)
    cooperativeGestures: true,
    attributionControl: { compact: true },
    locale: {
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'CooperativeGesturesHandler.MobileHelpText': texts.touchHint,
      'CooperativeGesturesHandler.WindowsHelpText': texts.touchHint,
      'CooperativeGesturesHandler.MacHelpText': texts.touchHint,
    },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('style.load', () => map.setProjection(projectionFrom(opening.zoom)));
  const view = (): MapView => {
    const { lng, lat } = map.getCenter();
    return { center: [lng, lat], zoom: map.getZoom() };
  };
  const clusterLevel = new ClusterLevel(view());
  const { onIdle, onViewChange } = options;
  if (onIdle) map.on('idle', () => onIdle(view()));
  if (onViewChange) map.on('moveend', () => onViewChange(view()));

  const index = new Supercluster<{ index: number }, Record<string, never>>({ ...mapClusterOptions[options.level] });
  let markers: Marker[] = [];
  let popup: Popup | null = null;
  let popupOpener: HTMLElement | null = null;
  let renderedZoom = -1;
  /** After a cluster opened by keyboard, focus moves to what replaced it, nearest to this place. */
  let focusNear: [number, number] | null = null;

  /**
   * The zoom a flight into a cluster was sent to, until the flight ends or the visitor takes the
   * map. A flight from the flat map into the globe corrects its zoom for latitude frame by frame,
   * and with few frames (a busy device) it may end a little short of its zoom (measured: 2.90
   * and 2.996 for 3), which would leave the cluster closed: such a flight is completed.
   */
  let clusterFlightZoom: number | null = null;

  const move = (target: { center: [number, number]; zoom?: number; offset?: [number, number] }) => {
    clusterFlightZoom = null;
    if (target.zoom !== undefined) clusterLevel.flying();
    if (prefersReducedMotion()) map.easeTo({ ...target, duration: 0 });
    else if (target.zoom === undefined) map.easeTo(target);
    else {
      map.flyTo({ ...target, curve: mapFlyCurve });
      clusterFlightZoom = target.zoom;
    }
  };

  map.on('moveend', () => {
    const zoom = clusterFlightZoom;
    clusterFlightZoom = null;
    // Less than a whole step short: the flight ran to its end (one the visitor stopped is
    // forgotten on their first touch, click, wheel or key, see below).
    if (zoom !== null && map.getZoom() < zoom && zoom - map.getZoom() < 1) map.jumpTo({ zoom });
  });
  // The visitor taking the map ends the flight where it is: a touch, a click, the wheel, or a
  // key that moves the map (moving between markers or opening one does not).
  const visitorListeners = new AbortController();
  const forgetFlight = () => (clusterFlightZoom = null);
  const listening = { capture: true, passive: true, signal: visitorListeners.signal } as const;
  container.addEventListener('pointerdown', forgetFlight, listening);
  container.addEventListener('wheel', forgetFlight, listening);
  container.addEventListener(
    'keydown',
    (event) => {
      if (!['Tab', 'Shift', 'Enter', ' ', 'Escape'].includes(event.key)) forgetFlight();
    },
    listening,
  );

  function closePopup() {
    if (!popup) return;
    // Keyboard users continue where they were: on the marker that opened the popup.
    const hadFocus = popup.getElement()?.contains(document.activeElement) ?? false;
    popup.remove();
    if (!hadFocus || !popupOpener) return;
    // A zoom may have drawn the markers anew meanwhile: then the project's new marker.
    const projectId = popupOpener.dataset['projectId'];
    const opener = popupOpener.isConnected
      ? popupOpener
      : markers.map((marker) => marker.getElement()).find((button) => button.dataset['projectId'] === projectId);
    opener?.focus({ preventScroll: true });
  }

  function openPopup(project: MapProject, opener: HTMLElement) {
    closePopup();
    const center: [number, number] = [project.coordinates.longitude, project.coordinates.latitude];
    const content = popupContent(project, texts, { close: closePopup, navigate: options.navigate });
    const anchor = popupAnchor();
    const width = container.clientWidth;
    const height = container.clientHeight;
    // The popup is never wider or taller than the map leaves room for; a popup taller than
    // that scrolls within itself, so its close button and 'Read more' stay reachable.
    const besideMarker = anchor === 'left' ? mapPopupOffset + markerRadius : 0;
    const maxWidth = Math.max(Math.min(mapPopupMaxWidthPx, width - besideMarker - 2 * popupMargin), 160);
    const belowMarker = anchor === 'top' ? mapPopupOffset + markerRadius : 0;
    content.style.maxHeight = `${Math.max(height - belowMarker - 2 * popupMargin, 160)}px`;
    const opened = new Popup({
      offset: mapPopupOffset,
      maxWidth: `${maxWidth}px`,
      anchor,
      closeButton: false,
      closeOnClick: true,
      focusAfterOpen: false,
    })
      .setLngLat(center)
      .setDOMContent(content)
      .addTo(map);
    opened.on('close', () => {
      if (popup === opened) popup = null;
    });
    popup = opened;
    popupOpener = opener;
    content.focus({ preventScroll: true });
    move({ center, offset: popupRoomOffset(opened, opener) });
  }

  /**
   * Where the marker of an open popup goes, from the map's middle: the marker and its popup
   * together are centred in the map, or, when they are larger than it, start at its top left.
   */
  function popupRoomOffset(opened: Popup, opener: HTMLElement): [number, number] {
    const frame = container.getBoundingClientRect();
    const box = opened.getElement().getBoundingClientRect();
    const button = opener.getBoundingClientRect();
    const marker = {
      x: button.left + button.width / 2 - frame.left,
      y: button.top + button.height / 2 - frame.top,
    };
    const axis = (markerAt: number, start: number, end: number, frameStart: number, size: number) => {
      const from = Math.min(markerAt - markerRadius, start - frameStart);
      const to = Math.max(markerAt + markerRadius, end - frameStart);
      const wanted = to - from <= size - 2 * popupMargin ? (size - (to - from)) / 2 : popupMargin;
      return markerAt + (wanted - from) - size / 2;
    };
    return [
      axis(marker.x, box.left, box.right, frame.left, frame.width),
      axis(marker.y, box.top, box.bottom, frame.top, frame.height),
    ];
  }

  function markerButton(className: string, label: string, text = ''): HTMLButtonElement {
    const button = element('button', className, text);
    button.type = 'button';
    button.setAttribute('aria-label', label);
    return button;
  }

  /** The whole zoom level whose clusters the map shows. */
  const zoomLevel = () => clusterLevel.level;

  function render(force = false) {
    const zoom = zoomLevel();
    if (!force && zoom === renderedZoom) return;
    renderedZoom = zoom;
    // Focus on a marker that is drawn anew moves to what replaces it, nearest to its place.
    const focused = markers.find((marker) => marker.getElement() === document.activeElement);
    if (focused && !focusNear) focusNear = [focused.getLngLat().lng, focused.getLngLat().lat];
    for (const marker of markers) marker.remove();
    markers = index.getClusters([-180, -85, 180, 85], zoom).map((feature) => {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const count = properties.point_count;
        const nearest = nearestProject(properties.cluster_id, [longitude, latitude]);
        const button = markerButton('project-map__cluster', texts.cluster(count, nearest.title), String(count));
        button.addEventListener('click', () => {
          // The map may stand between two zoom levels: a cluster always opens by zooming in.
          const expansionZoom = Math.max(index.getClusterExpansionZoom(properties.cluster_id), zoomLevel() + 1);
          if (button === document.activeElement) focusNear = [longitude, latitude];
          move({ center: [longitude, latitude], zoom: expansionZoom });
        });
        return placeMarker(button, [longitude, latitude]);
      }
      const project = projects[(properties as { index: number }).index]!;
      const button = markerButton(
        `project-map__marker project-map__marker--${project.theme}`,
        texts.marker(project.title, project.theme),
      );
      button.dataset['projectId'] = project.id;
      button.addEventListener('click', (event) => {
        event.stopPropagation();
        openPopup(project, button);
      });
      return placeMarker(button, [longitude, latitude]);
    });
    updateKeyboardStops();
    if (focusNear) focusNearest(focusNear);
  }

  /** The project of a cluster nearest to the cluster's middle: it names the cluster. */
  function nearestProject(clusterId: number, [longitude, latitude]: [number, number]): MapProject {
    let nearest: MapProject | undefined;
    let nearestDistance = Infinity;
    for (const leaf of index.getLeaves(clusterId, Infinity)) {
      const project = projects[leaf.properties.index]!;
      const distance = Math.hypot(project.coordinates.longitude - longitude, project.coordinates.latitude - latitude);
      if (distance < nearestDistance) {
        nearest = project;
        nearestDistance = distance;
      }
    }
    return nearest!;
  }

  function placeMarker(button: HTMLButtonElement, position: [number, number]): Marker {
    // A marker on the far side of the globe is hidden, and so left out of the keyboard order.
    return new Marker({ element: button, opacityWhenCovered: '0' }).setLngLat(position).addTo(map);
  }

  /**
   * Only the markers and clusters in sight are keyboard stops, in the order they appear from
   * west to east (left to right, then top to bottom): those behind the globe or beyond the
   * map's edge are left out (the list below the map names every project).
   */
  function updateKeyboardStops() {
    // Where the markers are drawn (MapLibre draws each at the copy of the world nearest the middle).
    const frame = container.getBoundingClientRect();
    const placed = markers.map((marker) => {
      const button = marker.getElement();
      const box = button.getBoundingClientRect();
      const x = box.left + box.width / 2 - frame.left;
      const y = box.top + box.height / 2 - frame.top;
      const inSight = button.style.opacity !== '0' && x >= 0 && x <= frame.width && y >= 0 && y <= frame.height;
      if (inSight) button.removeAttribute('tabindex');
      else button.setAttribute('tabindex', '-1');
      button.toggleAttribute('aria-hidden', !inSight);
      return { button, x, y };
    });
    const ordered = placed.sort((a, b) => a.x - b.x || a.y - b.y).map(({ button }) => button);
    const current = [...(ordered[0]?.parentElement?.children ?? [])].filter((child) =>
      ordered.includes(child as HTMLElement),
    );
    const inOrder = current.every((child, position) => child === ordered[position]);
    // Moving a focused button would take its focus away: the order then waits for the next move.
    if (inOrder || ordered.some((button) => button === document.activeElement)) return;
    map.getCanvas().after(...ordered);
  }

  function focusNearest([longitude, latitude]: [number, number]) {
    focusNear = null;
    const distance = (marker: Marker) => {
      const position = marker.getLngLat();
      return Math.hypot(position.lng - longitude, position.lat - latitude);
    };
    const nearest = markers.reduce<Marker | undefined>(
      (best, marker) => (!best || distance(marker) < distance(best) ? marker : best),
      undefined,
    );
    nearest?.getElement().focus({ preventScroll: true });
  }

  function setThemes(themes: readonly MapTheme[]) {
    const points: ProjectPoint[] = [];
    projects.forEach((project, position) => {
      if (!themes.includes(project.theme)) return;
      points.push({
        type: 'Feature',
        properties: { index: position },
        geometry: { type: 'Point', coordinates: [project.coordinates.longitude, project.coordinates.latitude] },
      });
    });
    index.load(points);
    closePopup();
    render(true);
  }

  const onKeydown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && popup) {
      event.preventDefault();
      closePopup();
    }
  };
  container.addEventListener('keydown', onKeydown);
  map.on('zoomend', () => {
    clusterLevel.moved(view());
    render();
  });
  // A pan without a zoom event (a drag on the globe, which changes the zoom with the latitude).
  map.on('moveend', () => clusterLevel.moved(view()));
  map.on('idle', updateKeyboardStops);
  // MapLibre finds a marker behind the globe a moment after the map has stopped (it checks at
  // most ten times a second): the keyboard stops follow when a marker's class says so.
  let stopsFrame = 0;
  const coveredWatch = new MutationObserver(() => {
    if (stopsFrame || map.isMoving()) return;
    stopsFrame = requestAnimationFrame(() => {
      stopsFrame = 0;
      updateKeyboardStops();
    });
  });
  coveredWatch.observe(map.getCanvasContainer(), { subtree: true, attributes: true, attributeFilter: ['class'] });
  setThemes(options.themes);

  return {
    setThemes,
    destroy() {
      container.removeEventListener('keydown', onKeydown);
      visitorListeners.abort();
      coveredWatch.disconnect();
      cancelAnimationFrame(stopsFrame);
      closePopup();
      map.remove();
    },
  };
}
