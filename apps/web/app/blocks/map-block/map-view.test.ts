import { describe, expect, it } from 'vitest';
import { mapInitialZoom } from '@zilt/contracts/map-settings';
import { ClusterLevel, globePanZoomShift, openingView } from './map-view';

describe('the view the project map opens on', () => {
  it('never starts closer than the first zoom, even for projects close together', () => {
    const view = openingView(
      [
        [4.5, 52],
        [4.6, 52.1],
      ],
      1152,
      700,
    );
    expect(view.zoom).toBe(mapInitialZoom);
    expect(view.center[0]).toBeCloseTo(4.55, 5);
    expect(view.center[1]).toBeCloseTo(52.05, 1);
  });

  it('zooms out until projects around the world fit, more so in a narrow map', () => {
    const world: [number, number][] = [
      [-120.8, 36.7],
      [-77, -12],
      [-17.4, 14.7],
      [4.9, 52.4],
      [31.2, 30],
      [89, 22.5],
      [142.2, -34.2],
    ];
    const wide = openingView(world, 1152, 700);
    const narrow = openingView(world, 358, 590);
    expect(wide.zoom).toBeLessThan(2);
    expect(narrow.zoom).toBeLessThan(wide.zoom);
    // The middle of the span from California eastwards to Australia: the Pacific is the widest gap.
    expect(wide.center[0]).toBeCloseTo((-120.8 + 142.2) / 2, 5);
    // At this zoom the whole span fits between the margins: 263° of a world 512 × 2^zoom wide.
    expect(((142.2 + 120.8) / 360) * 512 * 2 ** wide.zoom).toBeLessThanOrEqual(1152 - 2 * 48 + 1e-6);
  });

  it('takes longitudes the short way round, across the date line', () => {
    const view = openingView(
      [
        [170, -15],
        [-170, -20],
      ],
      800,
      600,
    );
    expect(Math.abs(view.center[0])).toBeCloseTo(180, 5);
  });

  it('opens on the first zoom when there is nothing to show', () => {
    expect(openingView([], 800, 600).zoom).toBe(mapInitialZoom);
  });
});

describe('the zoom level whose clusters the map shows', () => {
  const kairouan = 35.68;

  it('stays where a cluster opened when the visitor pans the globe north or south', () => {
    const level = new ClusterLevel({ center: [10.1, kairouan], zoom: 6 });
    // The globe takes the zoom below 6 on a pan north, and above it on a pan south.
    const north = 6 + globePanZoomShift(kairouan, 45);
    expect(north).toBeLessThan(5.9);
    level.moved({ center: [10.1, 45], zoom: north });
    expect(level.level).toBe(6);
    level.moved({ center: [12, 10], zoom: 6 + globePanZoomShift(kairouan, 10) });
    expect(level.level).toBe(6);
    // Told twice, the same view changes nothing.
    level.moved({ center: [12, 10], zoom: 6 + globePanZoomShift(kairouan, 10) });
    expect(level.level).toBe(6);
  });

  it("follows the visitor's zooms, after a pan as before it", () => {
    const level = new ClusterLevel({ center: [10.1, kairouan], zoom: 6 });
    const north = 6 + globePanZoomShift(kairouan, 45);
    level.moved({ center: [10.1, 45], zoom: north });
    level.moved({ center: [10.1, 45], zoom: north + 1 });
    expect(level.level).toBe(7);
    level.moved({ center: [10.1, 45], zoom: north - 1 });
    expect(level.level).toBe(5);
  });

  it("stands at a cluster flight's zoom when the flight ends, whatever the pans before it took off", () => {
    const level = new ClusterLevel({ center: [10.1, kairouan], zoom: 6 });
    level.moved({ center: [10.1, 10], zoom: 6 + globePanZoomShift(kairouan, 10) });
    level.flying();
    level.moved({ center: [10.3, 10.2], zoom: 7 });
    expect(level.level).toBe(7);
    // A flight a little short of a whole level (a busy device) still counts as that level.
    level.flying();
    level.moved({ center: [10.3, 10.2], zoom: 7.995 });
    expect(level.level).toBe(8);
  });

  it('counts a change of zoom on a flat map, where a pan changes no zoom, as a zoom', () => {
    const level = new ClusterLevel({ center: [10.1, kairouan], zoom: 1 });
    level.moved({ center: [10.1, 50], zoom: 1 });
    expect(level.level).toBe(1);
    level.moved({ center: [10.1, 50], zoom: 0.5 });
    expect(level.level).toBe(0);
  });
});
