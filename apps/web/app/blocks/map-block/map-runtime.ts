import { Map as MapLibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import Supercluster from 'supercluster';
import {
  mapClusterOptions,
  mapDesktopMinWidthPx,
  mapFlyCurve,
  mapInitialZoom,
  mapPopupMaxWidthPx,
  mapPopupOffset,
  type ActorType,
  type MapLevel,
  type MapTheme,
} from '@zilt/contracts/map-settings';
import { readMapProjectsResponse } from '@zilt/contracts/map-projects-check';
import type { MapProject } from '@zilt/contracts/project';
import { actorTypeIcon } from '../../components/icon/project-icons';

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
}

export interface ProjectMapOptions {
  projects: MapProject[];
  level: MapLevel;
  styleUrl: string;
  texts: MapTexts;
  themes: readonly MapTheme[];
  /** Opens a project page within the site (a client-side navigation, no page load). */
  navigate(url: string): void;
  /** Called each time the map has finished rendering and moving, with its zoom then. */
  onIdle?: (state: { zoom: number }) => void;
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

/** Where the map looks first: between the deltas of Africa, Asia and Europe. */
const initialCentre: [number, number] = [35, 25];

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
  const map = new MapLibreMap({
    container,
    style: new URL(options.styleUrl, window.location.href).href,
    center: initialCentre,
    zoom: mapInitialZoom,
    scrollZoom: false,
    attributionControl: { compact: true },
    locale: { 'NavigationControl.ZoomIn': texts.zoomIn, 'NavigationControl.ZoomOut': texts.zoomOut },
  });
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
  map.on('style.load', () => map.setProjection({ type: 'globe' }));
  const { onIdle } = options;
  if (onIdle) map.on('idle', () => onIdle({ zoom: map.getZoom() }));

  const index = new Supercluster<{ index: number }, Record<string, never>>({ ...mapClusterOptions[options.level] });
  let markers: Marker[] = [];
  let popup: Popup | null = null;
  let popupOpener: HTMLElement | null = null;
  let renderedZoom = -1;
  /** After a cluster opened by keyboard, focus moves to what replaced it, nearest to this place. */
  let focusNear: [number, number] | null = null;

  const move = (target: { center: [number, number]; zoom?: number }) => {
    if (prefersReducedMotion()) map.jumpTo(target);
    else if (target.zoom === undefined) map.easeTo(target);
    else map.flyTo({ ...target, curve: mapFlyCurve });
  };

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
    const opened = new Popup({
      offset: mapPopupOffset,
      maxWidth: `${mapPopupMaxWidthPx}px`,
      anchor: popupAnchor(),
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
    move({ center });
  }

  function markerButton(className: string, label: string, text = ''): HTMLButtonElement {
    const button = element('button', className, text);
    button.type = 'button';
    button.setAttribute('aria-label', label);
    return button;
  }

  function render(force = false) {
    const zoom = Math.floor(map.getZoom());
    if (!force && zoom === renderedZoom) return;
    renderedZoom = zoom;
    for (const marker of markers) marker.remove();
    markers = index.getClusters([-180, -85, 180, 85], zoom).map((feature) => {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      const properties = feature.properties;
      if ('cluster' in properties && properties.cluster) {
        const count = properties.point_count;
        const nearest = nearestProject(properties.cluster_id, [longitude, latitude]);
        const button = markerButton('project-map__cluster', texts.cluster(count, nearest.title), String(count));
        button.addEventListener('click', () => {
          const expansionZoom = index.getClusterExpansionZoom(properties.cluster_id);
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
    if (focusNear) focusNearest(focusNear);
    hideCoveredMarkers();
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

  function hideCoveredMarkers() {
    for (const marker of markers) {
      const button = marker.getElement();
      const covered = button.style.opacity === '0';
      if (covered) button.setAttribute('tabindex', '-1');
      else button.removeAttribute('tabindex');
      button.toggleAttribute('aria-hidden', covered);
    }
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
  map.on('zoomend', () => render());
  map.on('idle', hideCoveredMarkers);
  setThemes(options.themes);

  return {
    setThemes,
    destroy() {
      container.removeEventListener('keydown', onKeydown);
      closePopup();
      map.remove();
    },
  };
}
