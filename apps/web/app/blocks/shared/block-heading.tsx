import type { CommonBlockFields } from '@zilt/contracts/common';

interface BlockHeadingProps {
  block: CommonBlockFields;
  /** Id for the title, so a region can be labelled by it. */
  titleId?: string;
  className?: string;
}

/** Label, title and intro: the common heading of a block (any may be absent). */
export function BlockHeading({ block, titleId, className }: BlockHeadingProps) {
  if (!block.label && !block.title && !block.intro) return null;
  return (
    <header className={`block-heading${className ? ` ${className}` : ''}`}>
      {block.label ? <p className="block-heading__label">{block.label}</p> : null}
      {block.title ? (
        <h2 className="block-heading__title" id={titleId}>
          {block.title}
        </h2>
      ) : null}
      {block.intro ? <p className="block-heading__intro">{block.intro}</p> : null}
    </header>
  );
}
