// Timings of the embedded forms (Formstack-style and HubSpot-style blocks).

/** A form script that failed to load is tried again after this long. */
export const formScriptRetryMs = 1000;
/** How many times a failed form script is tried in all. */
export const formScriptAttempts = 5;
/** How often the block looks whether the form has been drawn (it has a height and is ready). */
export const formHeightPollMs = 100;
/** How often the block looks for a form error to scroll to. */
export const formErrorCheckMs = 500;
/** A form drawn by a provider's script: first look after 1 s, then every 200 ms, 20 times. */
export const formSwapFirstCheckMs = 1000;
export const formSwapCheckMs = 200;
export const formSwapChecks = 20;
