import { mapInitialZoom } from '@zilt/contracts/map-settings';
import type { MapStill as MapStillData } from './map-data-context';
import { mercatorWorldSize as worldSize } from '@zilt/contracts/web-mercator';
import { openingPadding } from './map-view';
import { InlineStyle, useStyleScope } from '../../lib/csp/inline-style';

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

/** The world's copies left and right of it, as the flat map repeats it. */
const worldCopies = [-1, 0, 1];

/**
 * Where everything of the still sits, as style rules (the page's policy takes no style
 * attributes from the server): the frame's proportions and bounds, the land's copies and each
 * marker, by its place in its level.
 */
function placementRules(still: MapStillData, scope: string, withLand: boolean): string {
  const { box } = still;
  const frame = `#${scope} .project-map__still-frame{--still-ratio:${box.width / box.height};--still-padding:${openingPadding}px;--still-max-width:${2 ** mapInitialZoom * box.width}px}`;
  const land = withLand
    ? worldCopies.map(
        (copy) =>
          `#${scope} [data-copy="${copy}"]{left:${percent((copy * worldSize - box.x) / box.width)};top:${percent(-box.y / box.height)};width:${percent(worldSize / box.width)};height:${percent(worldSize / box.height)}}`,
      )
    : [];
  const markers = still.levels.flatMap(({ zoom, markers: shown }) =>
    shown.map(
      (marker, position) =>
        `#${scope} [data-still-zoom="${zoom}"]>:nth-child(${position + 1}){left:${marker.left}%;top:${marker.top}%}`,
    ),
  );
  return [frame, ...land, ...markers].join('');
}

/**
 * A map's still picture, in its place until the live map has drawn: the land (when the basemap
 * is our own) and the markers and clusters of the opening view, drawn on the server. The box of
 * the projects is scaled into the map's frame by style rules alone, as the live map's opening
 * view fits it, so the picture is right at any size, also without JavaScript.
 */
export function MapStill({ still, landImageUrl }: { still: MapStillData; landImageUrl: string | null }) {
  const scope = useStyleScope('map-still');
  return (
    <div className="project-map__still" id={scope} aria-hidden="true">
      <InlineStyle rules={levelRules(still, scope) + placementRules(still, scope, landImageUrl !== null)} />
      <div className="project-map__still-frame">
        {landImageUrl
          ? worldCopies.map((copy) => (
              <img
                key={copy}
                className="project-map__still-land"
                src={landImageUrl}
                alt=""
                decoding="async"
                data-copy={copy}
              />
            ))
          : null}
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
