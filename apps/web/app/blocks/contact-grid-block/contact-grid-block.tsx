import type { ContactGridBlock as ContactGridBlockData } from '@zilt/contracts/blocks';
import { BlockActions } from '../../components/block-actions/block-actions';
import { BlockHeading } from '../shared/block-heading';
import { ContactDetails, ContactPersonName } from '../contact-block/contact-details';

export function ContactGridBlock({ block }: { block: ContactGridBlockData }) {
  return (
    <div className="block__inner contact-grid-block">
      <BlockHeading block={block} />
      <ul className="block-card-grid block-card-grid--3">
        {block.items.map((person, index) => (
          <li key={`${person.personName}-${index}`} className="contact-grid-block__card contact-person">
            <ContactPersonName person={person} as={block.title ? 'h3' : 'h2'} />
            <ContactDetails person={person} />
          </li>
        ))}
      </ul>
      <BlockActions block={block} />
    </div>
  );
}
