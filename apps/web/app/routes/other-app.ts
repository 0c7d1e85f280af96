// `/spa/…` and `/dev/…` belong to the agency site and the Mini-Admin, which are not built
// yet. A plain 404 keeps the content pages from claiming those addresses.
export function loader() {
  return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
