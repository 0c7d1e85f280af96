import { useId, type CSSProperties } from 'react';
import { mapInitialZoom } from '@zilt/contracts/map-settings';
import type { MapStill as MapStillData } from './map-data-context';
import { mercatorWorldSize as worldSize } from '@zilt/contracts/web-mercator';
import { openingPadding } from './map-view';

/**
 * The live map counts as standing at a whole zoom level from a hundredth below it (a flight to
 * zoom 1 may end at 0.998): the still changes its markers at the same sizes.
 */
const levelTolerance = 0.01;

/**
 * Which level's markers show depends on the map's size, as in the live map: a level's markers
 * show once the box of projects fits between the margins at that level's scale, both across
 * and down. A style rule per level, on the sizes of this still.
 */
function levelRules(still: MapStillData, scope: string): string {
  const [lowest, ...higher] = still.levels;
  if (!lowest) return '';
  const only = (zoom: number) =>
    `#${scope} [data-still-zoom]{display:none}#${scope} [data-still-zoom="${zoom}"]{display:block}`;
  return [
    only(lowest.zoom),
    ...higher.map(({ zoom }) => {
      const scale = 2 ** (zoom - levelTolerance);
      const width = Math.ceil(2 * openingPadding + scale * still.box.width);
      const height = Math.ceil(2 * openingPadding + scale * still.box.height);
      return `@container (min-width:${width}px) and (min-height:${height}px){${only(zoom)}}`;
    }),
  ].join('');
}

const percent = (value: number) => `${Math.round(value * 10_000) / 100}%`;

/**
 * A map's still picture, in its place until the live map has drawn: the land (when the basemap
 * is our own) and the markers and clusters of the opening view, drawn on the server. The box of
 * the projects is scaled into the map's frame by style rules alone, as the live map's opening
 * view fits it, so the picture is right at any size, also without JavaScript.
 */
export function MapStill({ still, landImageUrl }: { still: MapStillData; landImageUrl: string | null }) {
  const scope = `map-still-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { box } = still;
  const ratio = box.width / box.height;
  const frame = {
    '--still-ratio': ratio,
    '--still-padding': `${openingPadding}px`,
    '--still-max-width': `${2 ** mapInitialZoom * box.width}px`,
  } as CSSProperties;
  // The world's copies left and right of it, as the flat map repeats it.
  const copies = landImageUrl ? [-1, 0, 1] : [];
  return (
    <div className="project-map__still" id={scope} aria-hidden="true">
      <style>{levelRules(still, scope)}</style>
      <div className="project-map__still-frame" style={frame}>
        {copies.map((copy) => (
          <img
            key={copy}
            className="project-map__still-land"
            src={landImageUrl!}
            alt=""
            decoding="async"
            style={{
              left: percent((copy * worldSize - box.x) / box.width),
              top: percent(-box.y / box.height),
              width: percent(worldSize / box.width),
              height: percent(worldSize / box.height),
            }}
          />
        ))}
        {still.levels.map(({ zoom, markers }) => (
          <div key={zoom} className="project-map__still-level" data-still-zoom={zoom}>
            {markers.map((marker, position) => (
              <span
                key={position}
                className={
                  marker.theme
                    ? `project-map__still-marker project-map__marker--${marker.theme}`
                    : 'project-map__still-cluster'
                }
                style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
              >
                {marker.theme ? null : marker.count}
              </span>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
