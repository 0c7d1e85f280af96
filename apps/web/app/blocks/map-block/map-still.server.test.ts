import { describe, expect, it } from 'vitest';
import type { MapProject } from '@zilt/contracts/project';
import { mapStill } from './map-still.server';

function project(id: string, longitude: number, latitude: number, theme: MapProject['theme']): MapProject {
  return {
    id,
    coordinates: { longitude, latitude },
    theme,
    labels: [],
    title: id,
    description: '',
    imageUrl: '',
    url: `/en/projecten/${id}`,
  } as MapProject;
}

const world = [
  project('firebaugh', -120.5, 36.8, 'action-area'),
  project('firebaugh-2', -120.4, 36.9, 'action-area'),
  project('texel', 4.8, 53.1, 'international-secretariat'),
  project('satkhira', 89.1, 22.7, 'action-area'),
  project('mildura', 142.2, -34.2, 'international-secretariat'),
];

describe("a map's still picture", () => {
  it('holds every shown project at every zoom level it keeps, each inside the box of the projects', () => {
    const still = mapStill(world, 'page', ['action-area', 'international-secretariat'])!;
    expect(still.levels[0]!.zoom).toBe(0);
    for (const level of still.levels) {
      expect(level.markers.reduce((sum, marker) => sum + marker.count, 0)).toBe(world.length);
      for (const marker of level.markers) {
        expect(marker.left).toBeGreaterThanOrEqual(0);
        expect(marker.left).toBeLessThanOrEqual(100);
        expect(marker.top).toBeGreaterThanOrEqual(0);
        expect(marker.top).toBeLessThanOrEqual(100);
      }
    }
    // Levels that add nothing are left out; each kept level differs from the one below.
    still.levels
      .slice(1)
      .forEach((level, position) => expect(level.markers).not.toEqual(still.levels[position]!.markers));
    // From California eastwards to Australia: the Pacific is the widest gap, so the box starts in the west.
    const westmost = still.levels.at(-1)!.markers.reduce((a, b) => (a.left < b.left ? a : b));
    expect(westmost.left).toBeCloseTo(0, 5);
  });

  it('shows only the themes the map shows at first, single projects with their theme', () => {
    const still = mapStill(world, 'block', ['international-secretariat'])!;
    const markers = still.levels.at(-1)!.markers;
    expect(markers.map((marker) => marker.theme)).toEqual(['international-secretariat', 'international-secretariat']);
  });

  it('gives a single project a box of its own size, and a map without projects no still', () => {
    const still = mapStill([world[2]!], 'page', ['international-secretariat'])!;
    expect(still.box.width).toBeGreaterThan(0);
    expect(still.box.height).toBeGreaterThan(0);
    expect(still.levels).toEqual([
      { zoom: 0, markers: [{ left: 50, top: 50, count: 1, theme: 'international-secretariat' }] },
    ]);
    expect(mapStill(world, 'page', [])).toBeNull();
  });
});
