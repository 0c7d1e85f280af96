import { useEffect, useId, useState, type FormEvent } from 'react';
import { languages, type Language } from '@zilt/contracts/languages';
import { mediaTeamMemberUseSchema, mediaUseSchema, type MediaItem } from '@zilt/contracts/media';
import { z } from 'zod';
import { SmartLink } from '../../../components/smart-link/smart-link';
import { StudioApiError } from '../shell/studio-api';
import { useStudioShell } from '../shell/studio-shell';
import {
  acceptedFiles,
  deleteMedia,
  problemsByField,
  readableSize,
  readMedia,
  replaceMedia,
  saveMediaTexts,
  thumbnailUrl,
  type MediaItemWithUses,
} from './media-api';
import { mediaText } from './media-text';
import { MediaTextFields, refusalText, UploadProgressBar } from './media-upload';

// One library item: its address and file, its alt texts per language (and title), where it is
// used (pages, linked to their editor; team members), replacing its file at the same address,
// and deleting it, which the server refuses while anything uses it (the refusal lists what).

type Texts = Record<Language, string>;

const usesSchema = z.object({
  usedBy: z.array(mediaUseSchema).default([]),
  usedByTeamMembers: z.array(mediaTeamMemberUseSchema).default([]),
});
type Uses = z.infer<typeof usesSchema>;

function UsesList({ uses }: { uses: Uses }) {
  const { language, studioPath } = useStudioShell();
  return (
    <ul className="media-details__uses">
      {uses.usedBy.map((use) => (
        <li key={`${use.nodeId}-${use.revisionId}`}>
          <SmartLink href={studioPath(`pages/${use.nodeId}`)}>
            {mediaText(language, 'usedOnPage', {
              title: use.title,
              language: use.language,
              slug: use.slug,
              status: mediaText(language, use.status),
            })}
          </SmartLink>
        </li>
      ))}
      {uses.usedByTeamMembers.map((member) => (
        <li key={member.id}>
          <SmartLink href={studioPath('team')}>{mediaText(language, 'teamMember', { name: member.name })}</SmartLink>
        </li>
      ))}
    </ul>
  );
}

export function MediaDetails({
  id,
  onChanged,
  onDeleted,
}: {
  id: string;
  onChanged: (item: MediaItem) => void;
  /** After the deletion, with the deleted file's name. */
  onDeleted: (filename: string) => void;
}) {
  const { language } = useStudioShell();
  const idPrefix = useId().replace(/:/g, '');
  const [item, setItem] = useState<MediaItemWithUses | null>(null);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [alt, setAlt] = useState<Texts>({ en: '', nl: '' });
  const [title, setTitle] = useState('');
  const [problems, setProblems] = useState<Map<string, string>>(new Map());
  const [message, setMessage] = useState<string | null>(null);
  const [replaceProgress, setReplaceProgress] = useState<{ name: string; percent: number; done: boolean } | null>(null);
  const [replaceProblem, setReplaceProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<{ text: string; uses: Uses | null } | null>(null);

  function show(next: MediaItemWithUses) {
    setItem(next);
    setAlt(Object.fromEntries(languages.map((language) => [language, next.alt[language] ?? ''])) as Texts);
    setTitle(next.title ?? '');
  }

  useEffect(() => {
    let current = true;
    setItem(null);
    setMessage(null);
    setProblems(new Map());
    setRefusal(null);
    setConfirming(false);
    setReplaceProgress(null);
    readMedia(id).then(
      (answer) => current && show(answer),
      (error: unknown) => current && setLoadProblem(refusalText(error, language)),
    );
    return () => {
      current = false;
    };
  }, [id, language]);

  if (loadProblem) return <p className="studio-message studio-message--problem">{loadProblem}</p>;
  if (!item) return <p role="status">{mediaText(language, 'loading')}</p>;

  async function saveTexts(event: FormEvent) {
    event.preventDefault();
    if (!item) return;
    setProblems(new Map());
    setMessage(null);
    try {
      const saved = await saveMediaTexts(
        item.id,
        alt,
        item.kind === 'document' || title.trim() || item.title ? title.trim() || null : undefined,
      );
      show({ ...item, ...saved });
      setMessage(mediaText(language, 'textsSaved'));
      onChanged(saved);
    } catch (error) {
      const byField = problemsByField(error);
      if (error instanceof StudioApiError && error.status === 400 && !byField.has('')) setProblems(byField);
      else setProblems(new Map([['', refusalText(error, language)]]));
    }
  }

  async function replace(file: File | undefined) {
    if (!file || !item) return;
    setReplaceProblem(null);
    setMessage(null);
    setReplaceProgress({ name: file.name, percent: 0, done: false });
    try {
      const replaced = await replaceMedia(item.id, file, ({ loaded, total }) =>
        setReplaceProgress({
          name: file.name,
          percent: total > 0 ? Math.round((loaded / total) * 100) : 0,
          done: false,
        }),
      );
      setReplaceProgress({ name: file.name, percent: 100, done: true });
      show({ ...item, ...replaced });
      setMessage(mediaText(language, 'replaced'));
      onChanged(replaced);
    } catch (error) {
      setReplaceProgress(null);
      setReplaceProblem(refusalText(error, language));
    }
  }

  async function remove() {
    if (!item) return;
    setRefusal(null);
    try {
      await deleteMedia(item.id);
      onDeleted(item.filename);
    } catch (error) {
      setConfirming(false);
      if (error instanceof StudioApiError && error.status === 409) {
        const uses = usesSchema.safeParse(error.body ?? {});
        setRefusal({ text: mediaText(language, 'deleteRefused'), uses: uses.success ? uses.data : null });
      } else {
        setRefusal({ text: refusalText(error, language), uses: null });
      }
    }
  }

  const unused = item.usedBy.length === 0 && item.usedByTeamMembers.length === 0;
  return (
    <section className="media-details" aria-labelledby={`${idPrefix}-heading`}>
      <h2 id={`${idPrefix}-heading`}>{mediaText(language, 'details', { name: item.filename })}</h2>
      {item.kind === 'image' ? (
        <img className="media-details__preview" src={thumbnailUrl(item, 180)} alt="" width={180} height={180} />
      ) : null}
      <dl className="media-details__facts">
        <dt>{mediaText(language, 'address')}</dt>
        <dd>
          <SmartLink href={item.address} className="media-details__address">
            {item.address}
          </SmartLink>
        </dd>
        <dt>{mediaText(language, 'sizeAndType')}</dt>
        <dd>
          {item.contentType}, {readableSize(item.byteSize, language)}
          {item.width && item.height
            ? `, ${mediaText(language, 'pixels', { width: item.width, height: item.height })}`
            : ''}
        </dd>
        <dd>
          {mediaText(language, 'version', {
            version: item.version,
            date: new Date(item.updatedAt).toLocaleString(language === 'nl' ? 'nl-NL' : 'en-GB'),
            by: item.updatedBy,
          })}
        </dd>
      </dl>
      {message ? (
        <p className="studio-message" role="status">
          {message}
        </p>
      ) : null}

      <form className="media-details__texts" onSubmit={(event) => void saveTexts(event)} noValidate>
        <h3>{mediaText(language, 'textsHeading')}</h3>
        <MediaTextFields
          language={language}
          alt={alt}
          onAltChange={setAlt}
          title={title}
          onTitleChange={setTitle}
          showAlt={item.kind === 'image'}
          showTitle
          problems={problems}
          idPrefix={`${idPrefix}-texts`}
        />
        {problems.has('') ? (
          <p className="studio-message studio-message--problem" role="alert">
            {problems.get('')}
          </p>
        ) : null}
        <button type="submit" className="studio-button">
          {mediaText(language, 'saveTexts')}
        </button>
      </form>

      <h3>{mediaText(language, 'usedHeading')}</h3>
      {unused ? <p>{mediaText(language, 'notUsed')}</p> : <UsesList uses={item} />}

      <h3>{mediaText(language, 'replaceHeading')}</h3>
      <p>{mediaText(language, 'replaceIntro')}</p>
      <label className="media-upload__choose">
        <span>{mediaText(language, 'replaceFile')}</span>
        <input
          type="file"
          accept={acceptedFiles[item.kind]}
          onChange={(event) => {
            void replace(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      {replaceProgress ? <UploadProgressBar progress={replaceProgress} language={language} /> : null}
      {replaceProblem ? (
        <p className="studio-message studio-message--problem" role="alert">
          {replaceProblem}
        </p>
      ) : null}

      <h3>{mediaText(language, 'deleteHeading')}</h3>
      {confirming ? (
        <div className="media-details__confirm" role="group" aria-labelledby={`${idPrefix}-confirm`}>
          <p id={`${idPrefix}-confirm`}>{mediaText(language, 'confirmDelete', { name: item.filename })}</p>
          <button
            type="button"
            className="studio-button media-details__danger"
            ref={(button) => button?.focus()}
            onClick={() => void remove()}
          >
            {mediaText(language, 'delete', { name: item.filename })}
          </button>
          <button type="button" className="studio-button studio-button--quiet" onClick={() => setConfirming(false)}>
            {mediaText(language, 'cancel')}
          </button>
        </div>
      ) : (
        <button type="button" className="studio-button studio-button--quiet" onClick={() => setConfirming(true)}>
          {mediaText(language, 'delete', { name: item.filename })}
        </button>
      )}
      {refusal ? (
        <div className="studio-message studio-message--problem" role="alert">
          <p>{refusal.text}</p>
          {refusal.uses ? <UsesList uses={refusal.uses} /> : null}
        </div>
      ) : null}
    </section>
  );
}
