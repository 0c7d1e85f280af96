import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import type { HtmlBlock as HtmlBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { pageNonce, runScript } from '../../lib/scripts/run-script';
import { splitScripts } from '../../lib/scripts/split-scripts';
import { adoptRules, useStyleElementsAllowed } from '../../lib/csp/inline-style';

/** Time between two editor scripts (ms): they run one by one, never all at once. */
const htmlBlockScriptInterval = 1000;

/** Editor HTML; its scripts run one by one, 1 s apart, after the page has come alive. */
export function HtmlBlock({ block }: { block: HtmlBlockData }) {
  const { markup, scripts } = useMemo(() => splitScripts(block.content), [block.content]);
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = container.current;
    if (!target || scripts.length === 0) return;
    if (!scripts[0]?.attributes['src']) {
      console.warn(
        `HTML block${block.title ? ` "${block.title}"` : ''}: its first script has no source (src); it runs as inline code.`,
      );
    }
    const nonce = pageNonce();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    // One by one: the next script starts 1 s after the previous one has run.
    const runFrom = (index: number) => {
      const script = scripts[index];
      if (stopped || !script) return;
      runScript(script, target, nonce, () => {
        if (!stopped && index + 1 < scripts.length)
          timer = setTimeout(() => runFrom(index + 1), htmlBlockScriptInterval);
      });
    };
    runFrom(0);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [scripts, block.title]);

  // The markup's own style elements apply from the server's HTML by their hashes. Drawn after a
  // client-side navigation, the page's policy refuses them (their hashes are not the first
  // page's), so their rules are also added as a stylesheet built in script, which it allows.
  const styleElementsAllowed = useStyleElementsAllowed();
  useLayoutEffect(() => {
    if (styleElementsAllowed) return;
    const styles = [...(container.current?.querySelectorAll('style') ?? [])];
    const removals = styles.map((element) => adoptRules(element.textContent ?? ''));
    return () => removals.forEach((remove) => remove());
  }, [markup, styleElementsAllowed]);

  return (
    <div className="block__inner html-block">
      <BlockHeading block={block} />
      <div ref={container} className="html-block__content" dangerouslySetInnerHTML={{ __html: markup }} />
      <BlockActions block={block} />
    </div>
  );
}
