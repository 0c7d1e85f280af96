import type { MapBlock as MapBlockData } from '@zilt/contracts/blocks';
import { BlockHeading } from '../shared/block-heading';
import { ProjectMap } from './project-map';

/** Height of a map block whose content does not set one. */
const defaultBlockHeight = 560;

export function MapBlock({ block }: { block: MapBlockData }) {
  return (
    <div className="block__inner map-block">
      <BlockHeading block={block} />
      <ProjectMap level="block" theme={block.theme} height={block.height ?? defaultBlockHeight} />
    </div>
  );
}
