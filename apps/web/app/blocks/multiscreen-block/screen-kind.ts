/** Wider than this many CSS pixels shows the desktop blocks (spec §9). */
const desktopBreakpoint = 1024;
/** The choice is made again this long after the last resize (spec §9). */
export const resizeDelay = 300;

export type ScreenKind = 'desktop' | 'mobile';

export function screenKindFor(windowWidth: number): ScreenKind {
  return windowWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}
