import { describe, expect, it } from 'vitest';
import { samplePaidUser } from './sample-paid-user.ts';
import { anyJobRunning, initialSystemState, maxLogLines, systemReducer, type SystemEvent } from './job-states.ts';

const run = (events: SystemEvent[]) => events.reduce(systemReducer, initialSystemState());

describe('the System page job states', () => {
  it('goes idle → running → done, and no job can start while one runs', () => {
    const invoked = run([{ type: 'invoked', job: 'FlushPGChangeQueueToES' }]);
    expect(invoked.jobs.FlushPGChangeQueueToES).toBe('running');
    expect(anyJobRunning(invoked)).toBe(true);
    const done = run([
      { type: 'invoked', job: 'FlushPGChangeQueueToES' },
      { type: 'answered', job: 'FlushPGChangeQueueToES', answer: { status: 'started', runId: 'r1' } },
      { type: 'result', job: 'FlushPGChangeQueueToES', result: 'success' },
    ]);
    expect(done.jobs.FlushPGChangeQueueToES).toBe('done');
    expect(anyJobRunning(done)).toBe(false);
  });

  it("goes back to idle when the job answers 'error', or when the hub refuses the invoke", () => {
    const failed = run([
      { type: 'invoked', job: 'BCLogin' },
      { type: 'answered', job: 'BCLogin', answer: { status: 'started', runId: 'r1' } },
      { type: 'result', job: 'BCLogin', result: 'error' },
    ]);
    expect(failed.jobs.BCLogin).toBe('idle');
    const refused = run([
      { type: 'invoked', job: 'BCLogin' },
      { type: 'answered', job: 'BCLogin', answer: { status: 'refused', message: 'token revoked' } },
    ]);
    expect(refused.jobs.BCLogin).toBe('idle');
  });

  it('shows a job another client started, and its end state after a reconnect', () => {
    const started = run([
      {
        type: 'job-state',
        status: { Job: 'GetPaidUsers', State: 'running', RunId: 'r1', StartedAt: '2026-11-23T10:00:00Z' },
      },
    ]);
    expect(started.jobs.GetPaidUsers).toBe('running');
    const ended = systemReducer(started, {
      type: 'job-state',
      status: { Job: 'GetPaidUsers', State: 'done', RunId: 'r1', StartedAt: '2026-11-23T10:00:00Z' },
    });
    expect(ended.jobs.GetPaidUsers).toBe('done');
    expect(ended.paidUsersDone).toBe(true);
  });

  it('ignores a running state that is out of date: of an ended run, or of an older run', () => {
    const ended = run([
      { type: 'job-state', status: { Job: 'BCLogin', State: 'done', RunId: 'r2', StartedAt: '2026-11-23T10:05:00Z' } },
    ]);
    const late = systemReducer(ended, {
      type: 'job-state',
      status: { Job: 'BCLogin', State: 'running', RunId: 'r2', StartedAt: '2026-11-23T10:05:00Z' },
    });
    expect(late.jobs.BCLogin).toBe('done');
    const older = systemReducer(ended, {
      type: 'job-state',
      status: { Job: 'BCLogin', State: 'running', RunId: 'r1', StartedAt: '2026-11-23T10:00:00Z' },
    });
    expect(older.jobs.BCLogin).toBe('done');
    const newer = systemReducer(ended, {
      type: 'job-state',
      status: { Job: 'BCLogin', State: 'running', RunId: 'r3', StartedAt: '2026-11-23T10:09:00Z' },
    });
    expect(newer.jobs.BCLogin).toBe('running');
  });

  it('starts a new list of paid users at each run it asks for, and keeps the log bounded in order', () => {
    const row = samplePaidUser('Ada', 'ada@example.org');
    const first = run([
      { type: 'invoked', job: 'GetPaidUsers' },
      { type: 'paid-users', rows: [row, row] },
    ]);
    expect(first.paidUsers).toHaveLength(2);
    expect(systemReducer(first, { type: 'invoked', job: 'GetPaidUsers' }).paidUsers).toEqual([]);

    const lines = Array.from({ length: maxLogLines + 5 }, (_, index) => `line ${index}`);
    const logged = run(lines.map((line) => ({ type: 'log', line })));
    expect(logged.log).toHaveLength(maxLogLines);
    expect(logged.log.at(-1)).toBe(`line ${maxLogLines + 4}`);
    expect(logged.log[0]).toBe('line 5');
  });

  it('keeps the last outcome, its time and who started it: a failed job is idle but shows it failed', () => {
    const failed = run([
      {
        type: 'job-state',
        status: { Job: 'BCLogin', State: 'running', RunId: 'r1', StartedAt: '2026-11-23T10:00:00Z', StartedBy: 'desk' },
      },
      { type: 'result', job: 'BCLogin', result: 'error' },
      {
        type: 'job-state',
        status: {
          Job: 'BCLogin',
          State: 'error',
          RunId: 'r1',
          StartedAt: '2026-11-23T10:00:00Z',
          EndedAt: '2026-11-23T10:00:05Z',
          StartedBy: 'desk',
        },
      },
    ]);
    expect(failed.jobs.BCLogin).toBe('idle');
    expect(failed.last.BCLogin).toEqual({ outcome: 'error', at: '2026-11-23T10:00:05Z', by: 'desk' });
    expect(failed.current.BCLogin).toBeUndefined();
    expect(failed.last.GetPaidUsers).toBeUndefined();
  });

  it('counts paid users only once this page asked for them', () => {
    const elsewhere = run([
      {
        type: 'job-state',
        status: { Job: 'GetPaidUsers', State: 'done', RunId: 'r1', StartedAt: '2026-11-23T10:00:00Z' },
      },
    ]);
    expect(elsewhere.paidUsersAsked).toBe(false);
    expect(run([{ type: 'invoked', job: 'GetPaidUsers' }]).paidUsersAsked).toBe(true);
  });

  it('replaces the log with the history the hub keeps when it (re)connects', () => {
    const state = run([
      { type: 'log', line: 'a line of this page' },
      { type: 'log-history', lines: ['kept 1', 'kept 2'] },
      { type: 'log', line: 'new' },
    ]);
    expect(state.log).toEqual(['kept 1', 'kept 2', 'new']);
  });
});
