import { useEffect, useState } from 'react';
import { z } from 'zod';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { StudioApiError, studioApi } from '../shell/studio-api';
import { useStudioShell } from '../shell/studio-shell';
import { textsOf } from '../studio-language';
import { formatStudioTime } from '../studio-time';
import './preview.css';

// A page's newest draft in the real site: the editing API signs an expiring link to the site's
// preview address, shown here in a frame as wide as a phone, a tablet or a desktop, and to be
// opened in a tab of its own. The site serves previews to frames of its own origin only.

const text = textsOf({
  heading: { nl: 'Voorbeeld', en: 'Preview' },
  loading: { nl: 'Het voorbeeld wordt voorbereid…', en: 'Preparing the preview…' },
  failed: { nl: 'Het voorbeeld kon niet worden gemaakt: {reason}', en: 'The preview could not be made: {reason}' },
  notFound: { nl: 'Deze pagina bestaat niet.', en: 'This page does not exist.' },
  intro: {
    nl: 'De nieuwste versie van de pagina zoals bezoekers hem zouden zien. De link werkt tot {time}.',
    en: 'The newest revision of the page as visitors would see it. The link works until {time}.',
  },
  width: { nl: 'Breedte', en: 'Width' },
  phone: { nl: 'Telefoon (360 px)', en: 'Phone (360 px)' },
  tablet: { nl: 'Tablet (768 px)', en: 'Tablet (768 px)' },
  desktop: { nl: 'Desktop (1280 px)', en: 'Desktop (1280 px)' },
  frameTitle: {
    nl: 'Voorbeeld van de pagina, {width} pixels breed',
    en: 'Preview of the page, {width} pixels wide',
  },
  openInTab: { nl: 'Openen in een nieuw tabblad', en: 'Open in a new tab' },
  toEditor: { nl: 'Naar de editor', en: 'To the editor' },
  toHistory: { nl: 'Geschiedenis', en: 'History' },
});

/** The widths an editor can look at the page in, in CSS pixels. */
const widths = [
  { key: 'phone', pixels: 360 },
  { key: 'tablet', pixels: 768 },
  { key: 'desktop', pixels: 1280 },
] as const;

const previewLinkSchema = z.object({ path: z.string(), expiresAt: z.string(), revisionId: z.string() });
type PreviewLink = z.infer<typeof previewLinkSchema>;

type Load =
  { state: 'loading' } | { state: 'failed'; reason: string; notFound: boolean } | { state: 'ready'; link: PreviewLink };

export default function PreviewScreen({ pageId }: { pageId: string }) {
  const { language, studioPath } = useStudioShell();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [width, setWidth] = useState<(typeof widths)[number]['pixels']>(360);

  useEffect(() => {
    const controller = new AbortController();
    studioApi(
      `/api/v1/editor/pages/${encodeURIComponent(pageId)}/preview-links`,
      { method: 'POST', body: {}, signal: controller.signal },
      previewLinkSchema,
    )
      .then((link) => setLoad({ state: 'ready', link }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setLoad({
          state: 'failed',
          reason: error instanceof Error ? error.message : '',
          notFound:
            error instanceof StudioApiError && [400, 404].includes(error.status) && /No page/.test(error.message),
        });
      });
    return () => controller.abort();
  }, [pageId]);

  return (
    <main className="studio-screen studio-preview">
      <h1>{text(language, 'heading')}</h1>
      <p className="studio-preview__links">
        <SmartLink href={studioPath(`pages/${pageId}`)}>{text(language, 'toEditor')}</SmartLink>
        <SmartLink href={studioPath(`pages/${pageId}/history`)}>{text(language, 'toHistory')}</SmartLink>
      </p>
      {load.state === 'loading' && <p role="status">{text(language, 'loading')}</p>}
      {load.state === 'failed' && (
        <p className="studio-message studio-message--problem" role="alert">
          {load.notFound ? text(language, 'notFound') : text(language, 'failed', { reason: load.reason })}
        </p>
      )}
      {load.state === 'ready' && (
        <>
          <p>{text(language, 'intro', { time: formatStudioTime(load.link.expiresAt, language) })}</p>
          <div className="studio-preview__controls">
            <fieldset className="studio-preview__widths">
              <legend>{text(language, 'width')}</legend>
              {widths.map((choice) => (
                <label key={choice.key}>
                  <input
                    type="radio"
                    name="studio-preview-width"
                    value={choice.pixels}
                    checked={width === choice.pixels}
                    onChange={() => setWidth(choice.pixels)}
                  />
                  {text(language, choice.key)}
                </label>
              ))}
            </fieldset>
            <SmartLink href={load.link.path} target="_blank" className="studio-button studio-button--quiet">
              {text(language, 'openInTab')}
            </SmartLink>
          </div>
          <div className="studio-preview__stage">
            <iframe
              className="studio-preview__frame"
              src={load.link.path}
              title={text(language, 'frameTitle', { width })}
              width={width}
              style={{ width: `${width}px` }}
            />
          </div>
        </>
      )}
    </main>
  );
}
