import { ProjectMap } from '../../blocks/map-block/project-map';

/**
 * Height reserved for the page-level map before its code loads: most of the window, within
 * bounds, so the legend above and the list below stay in reach.
 */
const pageMapHeight = 'clamp(420px, 70vh, 760px)';

/** The page-level map: every project across the page's width, under the page header. */
export function PageMap() {
  return (
    <section className="page-map container">
      <ProjectMap level="page" height={pageMapHeight} />
    </section>
  );
}
