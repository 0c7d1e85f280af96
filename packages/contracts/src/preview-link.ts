// Draft previews: of the agency site's CMS pages (dp) at
// `/spa/drupal/{lang}/node-preview/{nodeId}/{revisionId}`, of the main site's pages (wp) at
// `/{lang}/node-preview/{nodeId}/{revisionId}`, each with a signed, expiring query (`expires`,
// `signature`). Zod-free: the browser bundle reads it. Only the server knows how a signature is
// made and checked.

/** The path's parts: language letters, node id digits, revision id letters and digits. */
export const previewParamPatterns = {
  language: /^[A-Za-z]{1,10}$/,
  nodeId: /^\d{1,15}$/,
  revisionId: /^[A-Za-z0-9]{1,64}$/,
} as const;

/** The sources whose pages a site shows, and so can be previewed by link (sp holds texts only). */
export const previewSources = ['wp', 'dp'] as const;
export type PreviewSource = (typeof previewSources)[number];

/** Query parameter names of a signed preview link. */
export const previewQuery = { expires: 'expires', signature: 'signature' } as const;

/** Longest validity an editor may ask for, in hours (30 days). */
export const maxPreviewValidityHours = 720;

/** Validity of a preview link when the editor names none, in hours. */
export const defaultPreviewValidityHours = 24;

/** What the preview address hands to the server, as it stood in the address (unchecked). */
export interface PreviewRequest {
  /** The site whose preview address was asked for; the agency site's (dp) when absent. */
  source?: PreviewSource;
  language: string;
  nodeId: string;
  revisionId: string;
  expires: string | null;
  signature: string | null;
}

/** Whether the address parts have the preview path's shape (the signature is checked apart). */
export function hasPreviewShape(request: Pick<PreviewRequest, 'language' | 'nodeId' | 'revisionId'>): boolean {
  return (
    previewParamPatterns.language.test(request.language) &&
    previewParamPatterns.nodeId.test(request.nodeId) &&
    previewParamPatterns.revisionId.test(request.revisionId)
  );
}

/** `/spa/drupal/en/node-preview/12/abc?expires=…&signature=…` (dp), `/en/node-preview/12/abc?…` (wp) */
export function previewLinkPath(parts: {
  source?: PreviewSource;
  language: string;
  nodeId: number;
  revisionId: string;
  expires: number;
  signature: string;
}): string {
  const query = new URLSearchParams({
    [previewQuery.expires]: String(parts.expires),
    [previewQuery.signature]: parts.signature,
  });
  const site = (parts.source ?? 'dp') === 'dp' ? '/spa/drupal' : '';
  return `${site}/${parts.language}/node-preview/${parts.nodeId}/${parts.revisionId}?${query.toString()}`;
}
