import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { classifyMenuState, classifyRouteError } from './classify-route-error';

// A thrown `data()` reaches the error boundary as an ErrorResponse; build one the same way.
function errorResponse(status: number) {
  const thrown = data(null, { status });
  return { status: thrown.init?.status ?? status, statusText: '', data: null, internal: false };
}

describe('classifyRouteError', () => {
  it('reads a failed data request as a connection error', () => {
    expect(classifyRouteError(new TypeError('Failed to fetch'))).toEqual({ kind: 'connection' });
    expect(classifyRouteError(new TypeError('NetworkError when attempting to fetch resource.'))).toEqual({
      kind: 'connection',
    });
  });

  it('reads a failed script chunk as a chunk failure, not as a connection error', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/page-1.js');
    expect(classifyRouteError(error)).toEqual({ kind: 'chunk' });
  });

  it('reads a 401 answer as unauthorized and other statuses as failures', () => {
    expect(classifyRouteError(errorResponse(401))).toEqual({ kind: 'unauthorized', status: 401 });
    expect(classifyRouteError(errorResponse(404))).toEqual({ kind: 'not-found', status: 404 });
    expect(classifyRouteError(errorResponse(503))).toEqual({ kind: 'failed', status: 503 });
  });

  it('reads any other error, including other TypeErrors, as a crash', () => {
    expect(classifyRouteError(new TypeError("Cannot read properties of undefined (reading 'title')"))).toEqual({
      kind: 'crash',
    });
    expect(classifyRouteError(new RangeError('Invalid time value'))).toEqual({ kind: 'crash' });
    expect(classifyRouteError('a string')).toEqual({ kind: 'crash' });
  });
});

describe('classifyMenuState', () => {
  it('puts the page in no state when the menus loaded', () => {
    expect(classifyMenuState({ menuState: 'loaded', menuStatus: null })).toBeNull();
  });

  it("reads a menu answering 401 as 'Access denied' and any other failure as failed with its status", () => {
    expect(classifyMenuState({ menuState: 'unauthorized', menuStatus: 401 })).toEqual({
      kind: 'unauthorized',
      status: 401,
    });
    expect(classifyMenuState({ menuState: 'failed', menuStatus: 503 })).toEqual({ kind: 'failed', status: 503 });
    expect(classifyMenuState({ menuState: 'failed', menuStatus: null })).toEqual({ kind: 'failed', status: 500 });
  });
});
