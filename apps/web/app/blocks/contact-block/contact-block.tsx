import type { ContactBlock as ContactBlockData } from '@zilt/contracts/blocks';
import { ResponsiveImage } from '../../components/responsive-image/responsive-image';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { ContactDetails, ContactPersonName } from './contact-details';

export function ContactBlock({ block }: { block: ContactBlockData }) {
  return (
    <div className="block__inner contact-block">
      {block.image ? (
        <div className="contact-block__media">
          <ResponsiveImage image={block.image} preset="contact" className="block-image" />
        </div>
      ) : null}
      <div className="contact-block__text">
        <BlockHeading block={block} />
        <div className="contact-person">
          <ContactPersonName person={block} as={block.title ? 'h3' : 'h2'} />
          <ContactDetails person={block} />
        </div>
        <BlockActions block={block} />
      </div>
    </div>
  );
}
