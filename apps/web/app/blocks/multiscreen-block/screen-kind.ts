/** Wider than this many CSS pixels shows the desktop blocks; this width or less, the mobile ones. */
const desktopBreakpoint = 1024;
/** The choice is made again this long (ms) after the last resize, not on every resize event. */
export const resizeDelay = 300;

export type ScreenKind = 'desktop' | 'mobile';

export function screenKindFor(windowWidth: number): ScreenKind {
  return windowWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}
