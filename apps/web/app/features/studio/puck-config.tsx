import type { ComponentConfig, Config } from '@puckeditor/core';
import { blockKinds, type Block, type BlockKind } from '@zilt/contracts/blocks';
import { blockFields, emptyBlockProps } from './block-fields';
import { CanvasBlock, CanvasBlockHolder } from './canvas-block';
import { componentToBlock, shapeOfKind } from './editor-data';
import { categoryLabels, studioBlocks, type StudioCategory } from './studio-blocks';
import { fieldLabel, screenText, type StudioLanguage } from './studio-language';

// The block editor's configuration: one component per block kind of the contracts, its fields
// from the generator, its canvas drawn by the site's own block renderer.

export type SlotComponentLike = (props: { className?: string; minEmptyHeight?: number }) => React.ReactNode;

/** The slots a block that holds blocks shows in the canvas, each with its label. */
function slotsOf(
  kind: BlockKind,
  props: Record<string, unknown>,
  language: StudioLanguage,
): { label: string; Slot: SlotComponentLike }[] {
  const slots: { label: string; Slot: SlotComponentLike }[] = [];
  const shape = shapeOfKind(kind);
  for (const key of shape.keys) {
    const entry = shape.entry(key).shape;
    const value = props[key];
    if (entry.type === 'array' && entry.item().shape.type === 'block' && typeof value === 'function') {
      slots.push({
        label: key === 'desktop' || key === 'mobile' ? screenText(language, key) : fieldLabel(key, language),
        Slot: value as SlotComponentLike,
      });
    }
    // A/B test: each variant's block is a slot inside the list of variants.
    if (entry.type === 'array' && Array.isArray(value)) {
      value.forEach((item: unknown, index) => {
        const variant = item as Record<string, unknown> | null;
        if (variant && typeof variant['block'] === 'function') {
          const id =
            typeof variant['abTestId'] === 'string' && variant['abTestId'] ? variant['abTestId'] : String(index + 1);
          slots.push({ label: screenText(language, 'variant', { id }), Slot: variant['block'] as SlotComponentLike });
        }
      });
    }
  }
  return slots;
}

/** Whether blocks of the kind hold blocks (in a list of blocks, or in a list's items), by its schema. */
function holdsBlocks(kind: BlockKind): boolean {
  const shape = shapeOfKind(kind);
  return shape.keys.some((key) => {
    const entry = shape.entry(key).shape;
    if (entry.type === 'block') return true;
    if (entry.type !== 'array') return false;
    const item = entry.item().shape;
    return (
      item.type === 'block' || (item.type === 'object' && item.keys.some((k) => item.entry(k).shape.type === 'block'))
    );
  });
}

function componentConfig(kind: BlockKind, language: StudioLanguage): ComponentConfig {
  const spec = studioBlocks[kind];
  const drawsSlots = holdsBlocks(kind);
  return {
    label: spec.label[language],
    fields: blockFields(kind, language),
    defaultProps: { ...emptyBlockProps(kind), ...spec.starter },
    render: ({ id, puck: _puck, editMode: _editMode, ...props }) => {
      if (drawsSlots) {
        // Slots arrive as components to draw (alone, or in a list's items); the rest is the heading.
        const heading = Object.fromEntries(
          Object.entries(props).filter(
            ([, value]) =>
              typeof value !== 'function' &&
              !(
                Array.isArray(value) &&
                value.some((item) => Object.values(item ?? {}).some((v) => typeof v === 'function'))
              ),
          ),
        );
        return (
          <CanvasBlockHolder
            block={{ kind, ...heading } as Block}
            slots={slotsOf(kind, props as Record<string, unknown>, language)}
            language={language}
          />
        );
      }
      return <CanvasBlock block={componentToBlock({ type: kind, props: { id: String(id), ...props } })} />;
    },
  };
}

/** The editor's configuration in the studio's language. */
export function puckConfig(language: StudioLanguage): Config {
  const components: Record<string, ComponentConfig> = {};
  for (const kind of blockKinds) components[kind] = componentConfig(kind, language);
  const categories: Record<string, { title: string; components: string[] }> = {};
  for (const category of Object.keys(categoryLabels) as StudioCategory[]) {
    categories[category] = {
      title: categoryLabels[category][language],
      components: blockKinds.filter((kind) => studioBlocks[kind].category === category),
    };
  }
  return {
    components,
    categories,
    // The page itself has no fields here: title, slug and header come with the page editor.
    root: {
      fields: {},
      render: ({ children }: { children: React.ReactNode }) => (
        <div className="block-list studio-canvas">{children}</div>
      ),
    },
  };
}
