import {
  hubJobs,
  hubPath,
  hubResultEvents,
  type HubAnswer,
  type HubClientEvents,
  type HubJob,
  type HubServerEvents,
} from '@zilt/contracts/admin-hub';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { currentCsrfToken, sessionAccess } from '../../lib/staff-session.ts';
import { initialSystemState, systemReducer, type SystemState } from './job-states.ts';

/** The hub connection as the page shows it. */
export type HubConnection =
  | { status: 'no-token' }
  | { status: 'connecting' }
  | { status: 'connected' }
  /** Lost; socket.io tries again by itself. */
  | { status: 'reconnecting' }
  /** The server refused the token (or too many tries); a new token tries again. */
  | { status: 'refused'; message: string };

type HubSocket = Socket<HubServerEvents, HubClientEvents>;

/** The recent log the hub sends on connecting must be text lines; anything else is ignored. */
const isLogHistory = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((line) => typeof line === 'string');

/** How long the token must stay unchanged before the page connects with it. */
const tokenSettleMs = 500;

/** `value`, once it has not changed for `delayMs` (at once the first time). */
function useSettled(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return;
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, settled, delayMs]);
  return settled;
}

export interface Hub {
  connection: HubConnection;
  state: SystemState;
  invoke: (job: HubJob) => void;
}

/**
 * Connects to the realtime hub with the security token, follows every job's state and log, and
 * starts jobs. A lost connection is retried by socket.io; after reconnecting, the server sends
 * every job's state again, so a job that ended meanwhile shows its end state.
 */
export function useHub(typedToken: string): Hub {
  // Each refused handshake counts against the address's failure limit: connect with a token once
  // the staff member has stopped typing it, not at every keystroke.
  const token = useSettled(typedToken, tokenSettleMs);
  const [state, dispatch] = useReducer(systemReducer, undefined, initialSystemState);
  const [connection, setConnection] = useState<HubConnection>({ status: typedToken ? 'connecting' : 'no-token' });
  const socketRef = useRef<HubSocket | null>(null);

  useEffect(() => {
    if (!token) {
      setConnection({ status: 'no-token' });
      return;
    }
    setConnection({ status: 'connecting' });
    // Signed in as staff, the handshake carries the session cookie and its CSRF token instead.
    const auth = token === sessionAccess ? { csrf: currentCsrfToken() } : { token };
    const socket: HubSocket = io({ path: hubPath, auth, transports: ['websocket'] });
    socketRef.current = socket;
    socket.on('connect', () => setConnection({ status: 'connected' }));
    socket.on('disconnect', (reason) => {
      // A server that shuts down (to restart, or one of several behind a balancer) closes the
      // connection itself; socket.io then waits to be told to connect again.
      if (reason === 'io server disconnect') socket.connect();
      setConnection({ status: 'reconnecting' });
    });
    socket.on('connect_error', (error) => {
      // A refused handshake is final for this token; a network failure is retried.
      setConnection(socket.active ? { status: 'reconnecting' } : { status: 'refused', message: error.message });
    });
    // The server is stopping and closes the connection next; the disconnect handler connects again.
    socket.on('Reconnect', () => setConnection({ status: 'reconnecting' }));
    socket.on('Log', (line) => dispatch({ type: 'log', line }));
    socket.on('LogHistory', (lines) => {
      if (isLogHistory(lines)) dispatch({ type: 'log-history', lines });
    });
    socket.on('PaidUsers', (rows) => dispatch({ type: 'paid-users', rows }));
    socket.on('JobState', (status) => dispatch({ type: 'job-state', status }));
    for (const job of Object.keys(hubResultEvents) as (keyof typeof hubResultEvents)[]) {
      socket.on(hubResultEvents[job], (result) => dispatch({ type: 'result', job, result }));
    }
    return () => {
      socketRef.current = null;
      socket.disconnect();
    };
  }, [token]);

  const invoke = useCallback(
    (job: HubJob) => {
      const socket = socketRef.current;
      if (!socket?.connected || !hubJobs.includes(job)) return;
      dispatch({ type: 'invoked', job });
      const answered = (answer: HubAnswer) => {
        dispatch({ type: 'answered', job, answer });
        if (answer.status !== 'started') dispatch({ type: 'log', line: `${job}: ${answer.message}` });
      };
      // With the staff session, the invoke carries no token: the server checks the session again.
      if (token === sessionAccess) socket.emit(job, undefined, answered);
      else socket.emit(job, { token }, answered);
    },
    [token],
  );

  return { connection, state, invoke };
}
