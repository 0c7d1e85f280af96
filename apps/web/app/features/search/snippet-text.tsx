const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);
}

/**
 * A search hit's passage, which the server sends as escaped text with matched words in
 * `<mark>`: rendered as text and `<mark>` elements, never as HTML.
 */
export function SnippetText({ html }: { html: string }) {
  const parts = html.split(/<mark>(.*?)<\/mark>/g);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? <mark key={index}>{unescape(part)}</mark> : <span key={index}>{unescape(part)}</span>,
      )}
    </>
  );
}
