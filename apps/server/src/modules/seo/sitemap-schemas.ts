import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

// Validates sitemaps against the sitemaps.org schemas with libxml2 (xmllint, compiled to
// WebAssembly): the sitemap package's sitemap.xsd for address files, siteindex.xsd for the
// index, and an xhtml:link schema for the language alternates. For tests.

const here = (name: string) => fileURLToPath(new URL(`./xsd/${name}`, import.meta.url));
// The package exports no file paths; its schema folder sits beside its entry's package folder.
const sitemapEntry = createRequire(import.meta.url).resolve('sitemap');
const sitemapXsd = path.join(
  sitemapEntry.slice(0, sitemapEntry.lastIndexOf(`${path.sep}sitemap${path.sep}`)),
  'sitemap',
  'schema',
  'sitemap.xsd',
);

/** The validation errors of a sitemap file or index (none when it is valid). */
export async function sitemapSchemaErrors(xml: string, kind: 'index' | 'urlset'): Promise<string[]> {
  const file = async (fileName: string, path: string) => ({ fileName, contents: await readFile(path, 'utf8') });
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema:
      kind === 'index'
        ? [await file('siteindex.xsd', here('siteindex.xsd'))]
        : [await file('urlset-with-alternates.xsd', here('urlset-with-alternates.xsd'))],
    preload:
      kind === 'index'
        ? []
        : [await file('sitemap.xsd', sitemapXsd), await file('xhtml-link.xsd', here('xhtml-link.xsd'))],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
