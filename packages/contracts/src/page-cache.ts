// What the web app tells the server's page cache about a rendered page, in response headers
// the server reads and removes (browsers never see them).

/**
 * The CSP hashes (`sha256-…`, space-separated) of the inline scripts a page adds while it runs
 * (an HTML block's editor scripts): a cached page's policy allows scripts by hash only.
 */
export const runtimeScriptHashesHeader = 'x-zilt-script-hashes';
