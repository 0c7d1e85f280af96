import { shortText } from './text.ts';

// One rule for the id of a form of our form provider, wherever it appears: the form in a
// content package, the Formstack-style and HubSpot-style blocks that show it, and the form
// routes' addresses. Ids appear in addresses, HTML ids and CSV file names: letters, digits,
// `-` and `_`, starting with a letter or a digit, so Formstack's numeric ids (`4213021`) and
// HubSpot's GUIDs are ids as well as names such as `field-day`.

export const formIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export const formIdMessage = 'expected letters, digits, "-" and "_", starting with a letter or a digit';

export const formIdSchema = shortText().min(1).regex(formIdPattern, formIdMessage);
