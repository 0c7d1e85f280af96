// The `security` requirements routes put in the OpenAPI document, one per kind of guard, so a
// client reads which credentials reach a route. The schemes are declared in app.ts: an API token
// per scope (`contentToken`, `supportToken`) and the staff session cookie (`staffSession`).
// A list of several requirements means any one of them is enough.

/** Security requirements as OpenAPI writes them: scheme name to its scopes. */
type SecurityRequirements = Record<string, string[]>[];

/** Content writes, previews and the editing API: a content token, or a signed-in editor (or admin). */
export const contentOrEditorSecurity: SecurityRequirements = [{ contentToken: [] }, { staffSession: [] }];

/** The support API and the Mini-Admin's reads: a support token, or a signed-in support member (or admin). */
export const supportOrStaffSecurity: SecurityRequirements = [{ supportToken: [] }, { staffSession: [] }];

/** A staff member's own routes and the admins' routes: the staff session only. */
export const staffSessionSecurity: SecurityRequirements = [{ staffSession: [] }];
