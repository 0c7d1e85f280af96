import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/translation';
import { useNavigate } from 'react-router';
import { mapThemes, type MapLevel, type MapTheme } from '@zilt/contracts/map-settings';
import type { MapTexts, MapView, ProjectMapHandle } from './map-runtime';
import { SmartLink } from '../../components/smart-link/smart-link';
import { mapSlot, usePageMapData } from './map-data-context';
import { InlineStyle, useStyleScope } from '../../lib/csp/inline-style';
import { MapStill } from './map-still';
import { keepWpPrefix } from '../../lib/page-address/resolve-page-address';
import { useSiteData } from '../../lib/site-data/use-site-data';

type MapStatus = 'loading' | 'ready' | 'unavailable';

/**
 * Where a map's frame must come for the map to start: within the window's upper 60 % (the
 * visitor has scrolled to it), or half a window above the window (the visitor comes back up to
 * it). On most screens the frame's top edge already shows when the page loads; the still
 * stands there until the visitor comes to the map.
 */
const nearWindow = '50% 0px -40% 0px';

const themeTextKeys: Record<MapTheme, string> = {
  'action-area': 'map.legend.actionArea',
  'international-secretariat': 'map.legend.secretariat',
};

/**
 * The view of a map is kept in the state of its history entry, so that Back (or Forward) to the
 * page shows the map as the visitor left it, while a new visit opens on every project. Each map
 * of a page has its own slot: its level and theme.
 */
const viewStateField = 'ziltMapViews';

function keptViews(): Record<string, unknown> {
  const state = window.history.state as Record<string, unknown> | null;
  const views = state?.[viewStateField];
  return typeof views === 'object' && views !== null ? (views as Record<string, unknown>) : {};
}

function readKeptView(slot: string): MapView | undefined {
  const kept = keptViews()[slot];
  if (typeof kept !== 'object' || kept === null) return undefined;
  const { center, zoom } = kept as Partial<MapView>;
  const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
  if (!Array.isArray(center) || center.length !== 2 || !center.every(isNumber) || !isNumber(zoom)) return undefined;
  return { center: [center[0], center[1]], zoom };
}

function keepView(slot: string, view: MapView) {
  const state = (window.history.state as Record<string, unknown> | null) ?? {};
  try {
    window.history.replaceState({ ...state, [viewStateField]: { ...keptViews(), [slot]: view } }, '');
  } catch {
    // A browser may refuse too many state changes in a short time: Back then opens on every project.
  }
}

interface ProjectMapProps {
  level: MapLevel;
  /** Shows only this theme at first; the legend can still show the other. */
  theme?: MapTheme | undefined;
  /** Height reserved for the map (pixels, or a CSS length of our own), so nothing moves when it appears. */
  height: number | string;
}

/**
 * The project map with its legend and, as an alternative, the list of the projects it shows. The
 * legend, the list and a still picture of the map are in the server HTML. MapLibre, the
 * clustering and the map data load only when the map comes near the window or something of it
 * gets the focus (the keyboard reaches it), into the space the still holds; the still stays
 * under the live map until that has drawn.
 */
export function ProjectMap({ level, theme, height }: ProjectMapProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const data = usePageMapData();
  const [themes, setThemes] = useState<readonly MapTheme[]>(theme ? [theme] : mapThemes);
  const [status, setStatus] = useState<MapStatus>('loading');
  const [started, setStarted] = useState(false);
  const [drawn, setDrawn] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<ProjectMapHandle | null>(null);
  const themesRef = useRef(themes);
  themesRef.current = themes;
  const listId = useId();
  const canvasId = useStyleScope('project-map');
  const summary = useRef<HTMLElement>(null);
  const styleUrl = data?.styleUrl;
  const wpPrefix = useSiteData()?.wpPrefix ?? false;
  const language = data?.language;
  const viewSlot = mapSlot(level, theme);
  const still = data?.stills[viewSlot];

  // The map starts when its frame comes near the window, or when its legend, skip link or frame
  // gets the focus, a touch or the mouse pointer.
  useEffect(() => {
    const frame = container.current;
    const section = root.current;
    if (started || !frame || !section) return;
    const start = () => setStarted(true);
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: nearWindow,
    });
    observer.observe(frame);
    section.addEventListener('focusin', start);
    section.addEventListener('pointerdown', start);
    section.addEventListener('pointerover', start);
    return () => {
      observer.disconnect();
      section.removeEventListener('focusin', start);
      section.removeEventListener('pointerdown', start);
      section.removeEventListener('pointerover', start);
    };
  }, [started]);

  useEffect(() => {
    const element = container.current;
    if (!started || !element || !styleUrl || !language) return;
    let cancelled = false;
    const texts: MapTexts = {
      cluster: (count, nearestTitle) => t('map.cluster', { count, title: nearestTitle }),
      marker: (title, projectTheme) => t('map.marker', { title, theme: t(themeTextKeys[projectTheme]) }),
      actorType: (label) => t(`map.actorType.${label}`),
      popupLabel: (title) => t('map.popupLabel', { title }),
      readMore: t('map.readMore'),
      close: t('map.close'),
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      touchHint: t('map.touchHint'),
    };
    Promise.all([
      import('./map-runtime'),
      // Fetched beside the map's code; the map's code checks what arrives.
      fetch(`/api/wp/getMapProjects?lang=${language}`).then(async (response) => {
        if (!response.ok) throw new Error(`map data answered ${response.status}`);
        return (await response.json()) as unknown;
      }),
    ])
      .then(([runtime, mapData]) => {
        if (cancelled) return;
        handle.current = runtime.createProjectMap(element, {
          // The popups' 'Read more' links keep /wp/ like every other link of the page.
          projects: runtime
            .parseMapProjects(mapData)
            .map((project) => ({ ...project, url: keepWpPrefix(project.url, wpPrefix) })),
          level,
          styleUrl,
          texts,
          themes: themesRef.current,
          initialView: readKeptView(viewSlot),
          navigate: (url) => void navigate(url),
          // Tests and the bench wait for these: the map has drawn everything at this view.
          onIdle: ({ center, zoom }) => {
            setDrawn(true);
            element.setAttribute('data-map-idle', 'true');
            element.setAttribute('data-map-zoom', zoom.toFixed(2));
            element.setAttribute('data-map-center', center.map((degrees) => degrees.toFixed(4)).join(','));
          },
          onViewChange: (view) => keepView(viewSlot, view),
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('the project map could not be shown', error);
        if (!cancelled) setStatus('unavailable');
      });
    return () => {
      cancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
    // The map is made once per page, language, level and address prefix; theme changes go through setThemes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, language, level, styleUrl, wpPrefix]);

  useEffect(() => {
    handle.current?.setThemes(themes);
  }, [themes]);

  const toggle = (toggled: MapTheme) =>
    setThemes((current) =>
      current.includes(toggled) ? current.filter((shown) => shown !== toggled) : [...current, toggled],
    );
  const shown = (data?.list ?? []).filter((project) => themes.includes(project.theme));

  return (
    <div ref={root} className={`project-map project-map--${level}`}>
      <div className="project-map__legend" role="group" aria-label={t('map.themeFilter')}>
        {mapThemes.map((legendTheme) => (
          <button
            key={legendTheme}
            type="button"
            className={`project-map__legend-item project-map__legend-item--${legendTheme}`}
            aria-pressed={themes.includes(legendTheme)}
            onClick={() => toggle(legendTheme)}
          >
            <span className={`project-map__shape project-map__shape--${legendTheme}`} aria-hidden="true" />
            {t(themeTextKeys[legendTheme])}
          </button>
        ))}
      </div>
      {/* Keyboard users can pass the map's many stops and go to the list, which names every project. */}
      <a
        className="project-map__skip"
        // eslint-disable-next-line no-restricted-syntax -- an in-page anchor: this map's own list, whose id React makes.
        href={`#${listId}`}
        onClick={(event) => {
          const target = summary.current;
          if (!target) return;
          event.preventDefault();
          const list = target.parentElement;
          if (list instanceof HTMLDetailsElement) list.open = true;
          target.focus();
        }}
      >
        {t('map.skipToList')}
      </a>
      <div
        ref={container}
        id={canvasId}
        className="project-map__canvas"
        role="region"
        aria-label={t('map.label')}
        data-map-status={started ? status : 'waiting'}
      >
        <InlineStyle rules={`#${canvasId}{height:${typeof height === 'number' ? `${height}px` : height}}`} />
        {data && still && !drawn && <MapStill still={still} landImageUrl={data.landImageUrl} />}
        {/* Without a still, the frame says the map is coming (also before it starts). */}
        {status === 'loading' && (started || !still) && <p className="project-map__note">{t('map.loading')}</p>}
        {status === 'unavailable' && <p className="project-map__note">{t('map.unavailable')}</p>}
      </div>
      <details className="project-map__list" open={status === 'unavailable' || undefined}>
        <summary id={listId} ref={summary}>
          {t('map.listTitle', { count: shown.length })}
        </summary>
        <ul aria-labelledby={listId}>
          {shown.map((project) => (
            <li key={project.id} className={`project-map__list-item project-map__list-item--${project.theme}`}>
              <span className={`project-map__shape project-map__shape--${project.theme}`} aria-hidden="true" />
              <SmartLink href={project.url}>{project.title}</SmartLink>
              <span className="visually-hidden"> ({t(themeTextKeys[project.theme])})</span>
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
