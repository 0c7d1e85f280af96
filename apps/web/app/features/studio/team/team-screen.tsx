import { useCallback, useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import {
  editorTeamMemberResponseSchema,
  editorTeamMemberSchema,
  editorTranslationsSchema,
  type EditorTeamMember,
} from '@zilt/contracts/editor-records';
import { studioApi } from '../shell/studio-api';
import type { StudioLanguage } from '../studio-language';
import { ProblemMessage } from '../records/field-issue';
import { recordsText } from '../records/records-text';
import { isStaleWrite, problemOf, StaleNotice } from '../records/stale-notice';
import { flattenTree } from '../translations/translation-rows';
import { TeamForm, type MemberFields } from './team-form';
import { teamText } from './team-text';
import '../records/records.css';
import './team.css';

// The team screen: the members in the site's order, each to change or remove, and a form to add
// one. Changes and removals name the version the member was read at; the roles offered are the
// keys of the site's `team` translations, shown in the studio's language.

const teamListSchema = z.object({ members: z.array(editorTeamMemberSchema) });

/** The namespace whose keys name the roles: `team:roles.director`. */
const roleNamespace = 'team';

function fullName(member: MemberFields): string {
  return `${member.Name} ${member.Surname}`.trim();
}

export function TeamScreen({ language }: { language: StudioLanguage }) {
  const [members, setMembers] = useState<EditorTeamMember[] | null>(null);
  const [roles, setRoles] = useState<{ key: string; text: string }[]>([]);
  const [loadProblem, setLoadProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [stale, setStale] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    setLoadProblem(null);
    setStale(false);
    setProblem(null);
    setEditing(null);
    setRemoving(null);
    try {
      const [list, translations] = await Promise.all([
        studioApi('/api/v1/editor/team-members', {}, teamListSchema),
        studioApi(`/api/v1/editor/translations/wp/${language}`, {}, editorTranslationsSchema).catch(() => null),
      ]);
      setMembers(list.members);
      const team = translations?.namespaces.find((namespace) => namespace.namespace === roleNamespace);
      setRoles(
        team
          ? [...flattenTree(team.entries)]
              .filter(([key]) => key.startsWith('roles.'))
              .map(([key, text]) => ({ key: `${roleNamespace}:${key}`, text }))
          : [],
      );
    } catch (error) {
      setLoadProblem(problemOf(error));
    }
  }, [language]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change; a refused one is explained (a stale version with the choice to reload). */
  async function attempt(change: () => Promise<string>): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    setDone('');
    try {
      const message = await change();
      const list = await studioApi('/api/v1/editor/team-members', {}, teamListSchema);
      setMembers(list.members);
      setDone(message);
      return true;
    } catch (error) {
      if (isStaleWrite(error)) setStale(true);
      else setProblem(recordsText(language, 'saveFailed', { message: problemOf(error) }));
      return false;
    } finally {
      setBusy(false);
    }
  }

  const roleText = (key: string) => roles.find((role) => role.key === key)?.text ?? key;
  const edited = members?.find((member) => member.Id === editing) ?? null;

  return (
    <main className="studio-screen records-screen">
      <h1>{teamText(language, 'heading')}</h1>
      <p>{teamText(language, 'intro')}</p>
      {loadProblem && <ProblemMessage>{recordsText(language, 'loadFailed', { message: loadProblem })}</ProblemMessage>}
      {!members && !loadProblem && <p role="status">{recordsText(language, 'loading')}</p>}
      {stale && <StaleNotice language={language} onReload={() => void load()} />}
      {problem && <ProblemMessage>{problem}</ProblemMessage>}
      <p role="status" className="team__done">
        {done}
      </p>
      {members && (
        <>
          <h2 ref={headingRef} tabIndex={-1}>
            {teamText(language, 'list')}
          </h2>
          {members.length === 0 ? (
            <p>{teamText(language, 'empty')}</p>
          ) : (
            <table className="team__table">
              <thead>
                <tr>
                  <th scope="col">{teamText(language, 'photo')}</th>
                  <th scope="col">{teamText(language, 'fullName')}</th>
                  <th scope="col">{teamText(language, 'role')}</th>
                  <th scope="col">{teamText(language, 'age')}</th>
                  <th scope="col">{teamText(language, 'actions')}</th>
                </tr>
              </thead>
              <tbody>
                {members.map((member) => {
                  const name = fullName(member);
                  return (
                    <tr key={member.Id} data-member={member.Id}>
                      <td>
                        {member.ImageURL ? (
                          <img className="team__photo" src={member.ImageURL} alt="" width={48} height={48} />
                        ) : (
                          <span className="team__photo team__photo--none" aria-hidden="true" />
                        )}
                      </td>
                      <th scope="row">{name}</th>
                      <td>{roleText(member.CompanyRole)}</td>
                      <td>{teamText(language, 'years', { age: member.Age })}</td>
                      <td>
                        {removing === member.Id ? (
                          <div
                            className="team__confirm"
                            role="group"
                            aria-label={teamText(language, 'confirmRemove', { name })}
                          >
                            <span>{teamText(language, 'confirmRemove', { name })}</span>
                            <button
                              type="button"
                              className="studio-button"
                              disabled={busy}
                              onClick={() =>
                                void attempt(async () => {
                                  await studioApi(
                                    `/api/v1/editor/team-members/${encodeURIComponent(member.Id)}?version=${encodeURIComponent(member.version)}`,
                                    { method: 'DELETE' },
                                  );
                                  setRemoving(null);
                                  headingRef.current?.focus();
                                  return teamText(language, 'removed', { name });
                                })
                              }
                            >
                              {teamText(language, 'confirmYes')}
                            </button>
                            <button
                              type="button"
                              className="studio-button studio-button--quiet"
                              onClick={() => setRemoving(null)}
                            >
                              {teamText(language, 'confirmNo')}
                            </button>
                          </div>
                        ) : (
                          <div className="team__actions">
                            <button
                              type="button"
                              className="studio-button studio-button--quiet"
                              aria-label={teamText(language, 'editMember', { name })}
                              onClick={() => {
                                setEditing(member.Id);
                                setRemoving(null);
                              }}
                            >
                              {teamText(language, 'edit')}
                            </button>
                            <button
                              type="button"
                              className="studio-button studio-button--quiet"
                              aria-label={teamText(language, 'removeMember', { name })}
                              onClick={() => setRemoving(member.Id)}
                            >
                              {teamText(language, 'remove')}
                            </button>
                          </div>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}
          {edited ? (
            <TeamForm
              key={`edit-${edited.Id}`}
              language={language}
              heading={teamText(language, 'editHeading', { name: fullName(edited) })}
              member={edited}
              roleKeys={roles}
              submitLabel={teamText(language, 'save')}
              busy={busy}
              onCancel={() => setEditing(null)}
              onSubmit={(member) =>
                attempt(async () => {
                  await studioApi(
                    `/api/v1/editor/team-members/${encodeURIComponent(edited.Id)}`,
                    { method: 'PUT', body: { member, version: edited.version } },
                    editorTeamMemberResponseSchema,
                  );
                  setEditing(null);
                  return teamText(language, 'saved', { name: fullName(member) });
                })
              }
            />
          ) : (
            <TeamForm
              key="add"
              language={language}
              heading={teamText(language, 'addHeading')}
              member={null}
              roleKeys={roles}
              submitLabel={teamText(language, 'add')}
              busy={busy}
              onSubmit={(member) =>
                attempt(async () => {
                  await studioApi(
                    '/api/v1/editor/team-members',
                    { method: 'POST', body: { member } },
                    editorTeamMemberResponseSchema,
                  );
                  return teamText(language, 'added', { name: fullName(member) });
                })
              }
            />
          )}
        </>
      )}
    </main>
  );
}
