import { useEffect, useState } from 'react';
import type { MultiscreenBlock as MultiscreenBlockData } from '@zilt/contracts/blocks';
import { BlockList } from '../block-list';
import { resizeDelay, screenKindFor, type ScreenKind } from './screen-kind';

/** The window's kind, decided after hydration and again 300 ms after the last resize. */
function useScreenKind(): ScreenKind | undefined {
  const [kind, setKind] = useState<ScreenKind>();
  useEffect(() => {
    setKind(screenKindFor(window.innerWidth));
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setKind(screenKindFor(window.innerWidth)), resizeDelay);
    };
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      clearTimeout(timer);
    };
  }, []);
  return kind;
}

/**
 * Desktop blocks when the window is wider than 1024 px, else mobile blocks. The server sends
 * both and a media query shows the right one, so nothing flashes before the script decides.
 */
export function MultiscreenBlock({ block }: { block: MultiscreenBlockData }) {
  const kind = useScreenKind();
  return (
    <div className="multiscreen-block" data-screen={kind ?? 'css'}>
      {kind !== 'mobile' ? (
        <div className="multiscreen-block__desktop" data-multiscreen="desktop">
          <BlockList blocks={block.desktop} />
        </div>
      ) : null}
      {kind !== 'desktop' ? (
        <div className="multiscreen-block__mobile" data-multiscreen="mobile">
          <BlockList blocks={block.mobile} />
        </div>
      ) : null}
    </div>
  );
}
