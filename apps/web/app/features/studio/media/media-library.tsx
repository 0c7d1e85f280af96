import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { MediaItem } from '@zilt/contracts/media';
import { useStudioShell } from '../shell/studio-shell';
import { MediaBrowser } from './media-browser';
import { MediaDetails } from './media-details';
import { mediaText } from './media-text';
import { MediaUpload } from './media-upload';
import './media.css';

// The media library screen: upload (drop or choose a file), find items, and open one to see
// where it is used, change its texts, replace its file or delete it. The open item is in the
// address (`?item=…`), so it can be linked to and survives a reload.

export function MediaLibrary() {
  const { language } = useStudioShell();
  const [searchParams, setSearchParams] = useSearchParams();
  const selectedId = searchParams.get('item');
  const [reloadKey, setReloadKey] = useState(0);
  const [deleted, setDeleted] = useState<string | null>(null);

  function select(item: Pick<MediaItem, 'id'> | null) {
    setDeleted(null);
    const next = new URLSearchParams(searchParams);
    if (item) next.set('item', item.id);
    else next.delete('item');
    setSearchParams(next, { replace: true, preventScrollReset: true });
  }

  function changed() {
    setReloadKey((key) => key + 1);
  }

  return (
    <main className="studio-screen media-library">
      <h1>{mediaText(language, 'heading')}</h1>
      <p>{mediaText(language, 'intro')}</p>
      <MediaUpload
        language={language}
        onUploaded={(item) => {
          changed();
          select(item);
        }}
      />
      {deleted ? (
        <p className="studio-message" role="status">
          {mediaText(language, 'deleted', { name: deleted })}
        </p>
      ) : null}
      <div className="media-library__columns">
        <MediaBrowser language={language} reloadKey={reloadKey} selectedId={selectedId} onSelect={select} />
        {selectedId ? (
          <MediaDetails
            key={selectedId}
            id={selectedId}
            onChanged={changed}
            onDeleted={(name) => {
              select(null);
              changed();
              setDeleted(name);
            }}
          />
        ) : null}
      </div>
    </main>
  );
}
