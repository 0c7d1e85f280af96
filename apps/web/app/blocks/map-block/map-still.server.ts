import Supercluster from 'supercluster';
import { mapClusterOptions, mapInitialZoom, type MapLevel, type MapTheme } from '@zilt/contracts/map-settings';
import type { MapProject } from '@zilt/contracts/project';
import type { MapStill, StillMarker } from './map-data-context';
import { mercatorWorldSize as worldSize, mercatorX, mercatorY } from '@zilt/contracts/web-mercator';
import { projectsBox } from './map-view';

// The still picture of a map, computed on the server: the same projects, the same clustering and
// the same opening view as the live map, so that nothing but the basemap's detail changes when
// the live map takes its place.

/**
 * The smallest side of the box (zoom-0 pixels): a box of one project, or of projects on one
 * line, still has a size in the page. The map never opens closer than its first zoom, at
 * which this is 16 pixels, so the view is the same.
 */
const minBoxSide = 1;

const percent = (value: number) => Math.round(value * 10_000) / 100;

/** The still of a map of `level` that shows `themes` of `projects` at first. */
export function mapStill(
  projects: readonly MapProject[],
  level: MapLevel,
  themes: readonly MapTheme[],
): MapStill | null {
  const shown = projects.filter((project) => themes.includes(project.theme));
  const found = projectsBox(shown.map(({ coordinates }) => [coordinates.longitude, coordinates.latitude]));
  if (!found) return null;
  const width = Math.max(found.width, minBoxSide);
  const height = Math.max(found.height, minBoxSide);
  const box = { x: found.x - (width - found.width) / 2, y: found.y - (height - found.height) / 2, width, height };
  const centreX = box.x + box.width / 2;
  const index = new Supercluster<{ theme: MapTheme }, Record<string, never>>({ ...mapClusterOptions[level] });
  index.load(
    shown.map((project) => ({
      type: 'Feature',
      properties: { theme: project.theme },
      geometry: { type: 'Point', coordinates: [project.coordinates.longitude, project.coordinates.latitude] },
    })),
  );
  const levels: MapStill['levels'] = [];
  for (let zoom = 0; zoom <= Math.floor(mapInitialZoom); zoom += 1) {
    const markers = index.getClusters([-180, -85, 180, 85], zoom).map((feature): StillMarker => {
      const [longitude, latitude] = feature.geometry.coordinates as [number, number];
      // The live map draws each marker at the copy of the world nearest its middle.
      const x = mercatorX(longitude) * worldSize;
      const nearestX = x + worldSize * Math.round((centreX - x) / worldSize);
      const place = {
        left: percent((nearestX - box.x) / box.width),
        top: percent((mercatorY(latitude) * worldSize - box.y) / box.height),
      };
      const properties = feature.properties;
      return 'cluster' in properties && properties.cluster
        ? { ...place, count: properties.point_count }
        : { ...place, count: 1, theme: (properties as { theme: MapTheme }).theme };
    });
    // A level that shows what the one below shows adds nothing.
    const below = levels.at(-1);
    if (!below || JSON.stringify(below.markers) !== JSON.stringify(markers)) levels.push({ zoom, markers });
  }
  return { box, levels };
}
