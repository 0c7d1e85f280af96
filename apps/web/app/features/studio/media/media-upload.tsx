import { useEffect, useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { languages, type Language } from '@zilt/contracts/languages';
import { altTextParameter, type MediaItem } from '@zilt/contracts/media';
import { StudioApiError } from '../shell/studio-api';
import type { StudioLanguage } from '../studio-language';
import { acceptedFiles, problemsByField, readableSize, uploadMedia } from './media-api';
import { mediaText } from './media-text';
import './media.css';

// Uploading to the media library: a file is dropped on the zone or chosen with the file button
// (the keyboard's way), then gets its alt texts (every language, for an image) or its title (a
// document), and is sent with a progress bar. A refusal names the field; it is shown there.

type Texts = Record<Language, string>;

const emptyAlt = Object.fromEntries(languages.map((language) => [language, ''])) as Texts;

/** Whether a file is a document (a PDF) rather than an image: by its type or its name. */
function isDocument(file: File): boolean {
  return file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
}

interface Progress {
  name: string;
  percent: number;
  done: boolean;
}

/** A progress bar with what it stands for, as text too (the bar stays at 100% once done). */
export function UploadProgressBar({ progress, language }: { progress: Progress; language: StudioLanguage }) {
  return (
    <div className="media-progress">
      <progress max={100} value={progress.percent} aria-label={mediaText(language, 'progress')} />
      <p role="status">
        {progress.done
          ? mediaText(language, 'uploaded', { name: progress.name })
          : mediaText(language, 'uploading', { name: progress.name, percent: progress.percent })}
      </p>
    </div>
  );
}

/** The message of a field's refusal, in the studio's language when it is a missing text. */
export function fieldProblem(field: string, serverWords: string | undefined, language: StudioLanguage) {
  if (serverWords === undefined) return undefined;
  if (!/required/i.test(serverWords)) return serverWords;
  if (field === 'title') return mediaText(language, 'titleRequired');
  const altLanguage = field.replace(/^alt\./, '') as Language;
  return mediaText(language, 'altRequired', { language: mediaText(language, `languageName_${altLanguage}`) });
}

/** Inputs for alt texts per language (and a title), each showing its refusal under it. */
export function MediaTextFields({
  language,
  alt,
  onAltChange,
  title,
  onTitleChange,
  showAlt,
  showTitle,
  problems,
  idPrefix,
}: {
  language: StudioLanguage;
  alt: Texts;
  onAltChange: (alt: Texts) => void;
  title: string;
  onTitleChange: (title: string) => void;
  showAlt: boolean;
  showTitle: boolean;
  problems: Map<string, string>;
  idPrefix: string;
}) {
  const hintId = `${idPrefix}-alt-hint`;
  const fields = useRef<HTMLDivElement>(null);
  // After a refusal, the first field it names gets the focus.
  useEffect(() => {
    if (problems.size === 0) return;
    fields.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [problems]);
  return (
    <div className="media-texts" ref={fields}>
      {showAlt ? (
        <p className="media-texts__hint" id={hintId}>
          {mediaText(language, 'altHint')}
        </p>
      ) : null}
      {showAlt
        ? languages.map((altLanguage) => {
            const field = altTextParameter(altLanguage);
            const problem = fieldProblem(field, problems.get(field), language);
            const id = `${idPrefix}-${field.replace('.', '-')}`;
            return (
              <div className="media-texts__field" key={altLanguage} data-invalid={problem ? true : undefined}>
                <label htmlFor={id}>
                  {mediaText(language, 'altIn', { language: mediaText(language, `languageName_${altLanguage}`) })}
                </label>
                <input
                  id={id}
                  name={field}
                  type="text"
                  lang={altLanguage}
                  value={alt[altLanguage]}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? `${id}-problem ${hintId}` : hintId}
                  onChange={(event) => onAltChange({ ...alt, [altLanguage]: event.target.value })}
                />
                {problem ? (
                  <p className="media-texts__problem" id={`${id}-problem`} data-field={field}>
                    {problem}
                  </p>
                ) : null}
              </div>
            );
          })
        : null}
      {showTitle ? (
        <div className="media-texts__field" data-invalid={problems.has('title') || undefined}>
          <label htmlFor={`${idPrefix}-title`}>{mediaText(language, 'title')}</label>
          <input
            id={`${idPrefix}-title`}
            name="title"
            type="text"
            value={title}
            aria-invalid={problems.has('title') || undefined}
            aria-describedby={problems.has('title') ? `${idPrefix}-title-problem` : undefined}
            onChange={(event) => onTitleChange(event.target.value)}
          />
          {problems.has('title') ? (
            <p className="media-texts__problem" id={`${idPrefix}-title-problem`} data-field="title">
              {fieldProblem('title', problems.get('title'), language)}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** The words for a refusal that no field explains (too large, not a supported file, the server down). */
export function refusalText(error: unknown, language: StudioLanguage): string {
  if (error instanceof StudioApiError) {
    if (error.status === 413) return mediaText(language, 'tooLarge', { message: error.message });
    if (error.status === 400 || error.status === 415) return mediaText(language, 'refused', { message: error.message });
    return mediaText(language, 'failed', { status: error.status });
  }
  return mediaText(language, 'failed', { status: '?' });
}

export function MediaUpload({
  language,
  onUploaded,
  accept = `${acceptedFiles.image},${acceptedFiles.document}`,
}: {
  language: StudioLanguage;
  onUploaded: (item: MediaItem) => void;
  accept?: string;
}) {
  const idPrefix = useId().replace(/:/g, '');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState<Texts>(emptyAlt);
  const [title, setTitle] = useState('');
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file || isDocument(file)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function stage(next: File | undefined) {
    if (!next) return;
    setFile(next);
    setProgress(null);
    setProblems(new Map());
  }

  function reset() {
    setFile(null);
    setAlt(emptyAlt);
    setTitle('');
    setProblems(new Map());
    if (fileInput.current) fileInput.current.value = '';
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    stage(event.dataTransfer.files[0]);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || busy) return;
    setBusy(true);
    setProblems(new Map());
    const name = file.name;
    setProgress({ name, percent: 0, done: false });
    try {
      const item = await uploadMedia(file, { alt, title }, ({ loaded, total }) =>
        setProgress({ name, percent: total > 0 ? Math.round((loaded / total) * 100) : 0, done: false }),
      );
      setProgress({ name, percent: 100, done: true });
      reset();
      onUploaded(item);
    } catch (error) {
      setProgress(null);
      const byField = problemsByField(error);
      const fieldProblems = new Map([...byField].filter(([field]) => field !== ''));
      if (fieldProblems.size > 0 && error instanceof StudioApiError && error.status === 400) setProblems(fieldProblems);
      else setProblems(new Map([['', refusalText(error, language)]]));
    } finally {
      setBusy(false);
    }
  }

  const document = file ? isDocument(file) : false;
  return (
    <section className="media-upload" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{mediaText(language, 'uploadHeading')}</h2>
      <div
        className="media-upload__zone"
        data-dragging={dragging || undefined}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <p>{dragging ? mediaText(language, 'dropActive') : mediaText(language, 'dropHere')}</p>
        <label className="media-upload__choose">
          <span>{mediaText(language, 'chooseFile')}</span>
          <input ref={fileInput} type="file" accept={accept} onChange={(event) => stage(event.target.files?.[0])} />
        </label>
      </div>
      {file ? (
        <form className="media-upload__form" onSubmit={(event) => void submit(event)} noValidate>
          <p className="media-upload__staged">
            {preview ? <img src={preview} alt="" width={72} height={72} /> : null}
            <span>{mediaText(language, 'staged', { name: file.name, size: readableSize(file.size, language) })}</span>
          </p>
          <MediaTextFields
            language={language}
            alt={alt}
            onAltChange={setAlt}
            title={title}
            onTitleChange={setTitle}
            showAlt={!document}
            showTitle={document}
            problems={problems}
            idPrefix={idPrefix}
          />
          <div className="media-upload__actions">
            <button type="submit" className="studio-button" disabled={busy}>
              {mediaText(language, 'upload')}
            </button>
            <button type="button" className="studio-button studio-button--quiet" onClick={reset} disabled={busy}>
              {mediaText(language, 'cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {problems.has('') ? (
        <p className="studio-message studio-message--problem" role="alert">
          {problems.get('')}
        </p>
      ) : null}
      {progress ? <UploadProgressBar progress={progress} language={language} /> : null}
    </section>
  );
}
