import { jsonLdText, type JsonLd } from './structured-data';

/**
 * Structured data as a `<script type="application/ld+json">` data block. Browsers never run it,
 * so the page's script policy does not apply to it (a page from the cache lists its hash with
 * the others all the same).
 */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
