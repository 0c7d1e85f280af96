import { textsOf } from '../studio-language';

// The texts of the menus screen.
export const menusText = textsOf({
  heading: { nl: "Menu's", en: 'Menus' },
  intro: {
    nl: 'Kies een menu, pas de items aan en zet ze in volgorde: slepen aan de greep, of de greep kiezen en de pijltjestoetsen gebruiken (links en rechts maken een item een subitem of halen het eruit). Alt met een pijltjestoets werkt overal in een item. Niets gaat naar de site tot je opslaat.',
    en: 'Choose a menu, change its items and put them in order: drag them by the handle, or focus the handle and use the arrow keys (left and right make an item a sub-item or take it out). Alt with an arrow key works anywhere in an item. Nothing reaches the site until you save.',
  },
  location: { nl: 'Plaats', en: 'Location' },
  main: { nl: 'Hoofdmenu', en: 'Main menu' },
  footer: { nl: 'Voettekst', en: 'Footer' },
  copyright: { nl: 'Copyrightregel', en: 'Copyright line' },
  items: { nl: 'Items van het menu', en: 'Items of the menu' },
  empty: { nl: 'Dit menu heeft nog geen items.', en: 'This menu has no items yet.' },
  title: { nl: 'Titel', en: 'Title' },
  url: { nl: 'Link', en: 'Link' },
  untitled: { nl: '(zonder titel)', en: '(untitled)' },
  handle: {
    nl: 'Verplaats {title}: slepen, of pijltjestoetsen',
    en: 'Move {title}: drag, or arrow keys',
  },
  up: { nl: 'Omhoog: {title}', en: 'Move up: {title}' },
  down: { nl: 'Omlaag: {title}', en: 'Move down: {title}' },
  indent: { nl: 'Subitem maken van het item erboven: {title}', en: 'Make a sub-item of the item above: {title}' },
  outdent: { nl: 'Uit het bovenliggende item halen: {title}', en: 'Take out of the parent item: {title}' },
  addChild: { nl: 'Subitem toevoegen aan {title}', en: 'Add a sub-item to {title}' },
  remove: { nl: 'Verwijderen: {title}', en: 'Remove: {title}' },
  add: { nl: 'Item toevoegen', en: 'Add an item' },
  save: { nl: 'Menu opslaan', en: 'Save the menu' },
  saved: { nl: 'Het menu is opgeslagen; de site toont het nu.', en: 'The menu is saved; the site shows it now.' },
  unchanged: { nl: 'Niets veranderd: het menu was al zo.', en: 'Nothing changed: the menu was like this already.' },
  unsaved: { nl: 'Niet-opgeslagen wijzigingen.', en: 'Unsaved changes.' },
  moved: {
    nl: '{title}: plaats {position} van {of}, niveau {level}.',
    en: '{title}: position {position} of {of}, level {level}.',
  },
  cannotMove: { nl: '{title} kan niet verder die kant op.', en: '{title} cannot move further that way.' },
  added: { nl: 'Nieuw item toegevoegd.', en: 'New item added.' },
  removed: { nl: '{title} is verwijderd (met zijn subitems).', en: '{title} was removed (with its sub-items).' },
  problems: {
    nl: 'Niet opgeslagen: {count} probleem of problemen, zie de gemarkeerde items.',
    en: 'Not saved: {count} problem(s), see the marked items.',
  },
  warnings: {
    nl: 'Deze links leiden (nog) nergens heen, omdat geen gepubliceerde pagina dat adres heeft:',
    en: 'These links lead nowhere (yet), as no published page has the address:',
  },
});
