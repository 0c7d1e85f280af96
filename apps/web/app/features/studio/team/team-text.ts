import { textsOf } from '../studio-language';

// The texts of the team screen.
export const teamText = textsOf({
  heading: { nl: 'Team', en: 'Team' },
  intro: {
    nl: 'De teamleden die de site toont (op de pagina over het bureau), in deze volgorde. Een nieuw lid komt achteraan.',
    en: 'The team members the site shows (on the agency’s about page), in this order. A new member comes last.',
  },
  list: { nl: 'Teamleden', en: 'Team members' },
  empty: { nl: 'Er zijn nog geen teamleden.', en: 'There are no team members yet.' },
  photo: { nl: 'Foto', en: 'Photo' },
  fullName: { nl: 'Naam', en: 'Name' },
  name: { nl: 'Voornaam', en: 'First name' },
  surname: { nl: 'Achternaam', en: 'Surname' },
  role: { nl: 'Functie', en: 'Role' },
  roleHint: {
    nl: 'Een vertaalsleutel, bijv. team:roles.director; de site toont de vertaling (zie Vertalingen). Kies er een uit de lijst of typ een nieuwe.',
    en: 'A translation key, e.g. team:roles.director; the site shows its translation (see Translations). Pick one from the list or type a new one.',
  },
  imageUrl: { nl: 'Adres van de foto', en: 'Photo address' },
  imageHint: {
    nl: 'Een adres van een afbeelding, bijv. /media/… of https://…, of een gekozen uit de media; leeg laat de initialen zien.',
    en: 'An image address, e.g. /media/… or https://…, or one chosen from the media; empty shows the initials.',
  },
  age: { nl: 'Leeftijd', en: 'Age' },
  actions: { nl: 'Acties', en: 'Actions' },
  edit: { nl: 'Bewerken', en: 'Edit' },
  editMember: { nl: 'Bewerken: {name}', en: 'Edit: {name}' },
  remove: { nl: 'Verwijderen', en: 'Remove' },
  removeMember: { nl: 'Verwijderen: {name}', en: 'Remove: {name}' },
  confirmRemove: { nl: '{name} echt verwijderen?', en: 'Really remove {name}?' },
  confirmYes: { nl: 'Ja, verwijderen', en: 'Yes, remove' },
  confirmNo: { nl: 'Nee, houden', en: 'No, keep' },
  addHeading: { nl: 'Teamlid toevoegen', en: 'Add a team member' },
  editHeading: { nl: '{name} bewerken', en: 'Edit {name}' },
  add: { nl: 'Toevoegen', en: 'Add' },
  save: { nl: 'Wijzigingen opslaan', en: 'Save the changes' },
  cancel: { nl: 'Annuleren', en: 'Cancel' },
  added: { nl: '{name} is toegevoegd; de site toont het nu.', en: '{name} was added; the site shows it now.' },
  saved: { nl: '{name} is opgeslagen; de site toont het nu.', en: '{name} is saved; the site shows it now.' },
  removed: { nl: '{name} is verwijderd.', en: '{name} was removed.' },
  problems: {
    nl: 'Niet opgeslagen: verbeter de gemarkeerde velden.',
    en: 'Not saved: correct the marked fields.',
  },
  years: { nl: '{age} jaar', en: '{age} years' },
});
