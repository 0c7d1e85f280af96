/** Limits high enough that the fuzzer's own volume is not what it measures. */
export const fuzzEnv = {
  AUTH_FAILURE_LIMIT: '1000000',
  CONSENT_RATE_LIMIT_PER_MINUTE: '1000000',
  SUPPORT_RATE_LIMIT_PER_MINUTE: '1000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  FORM_SUBMIT_LIMIT: '1000000',
  STAFF_SIGN_IN_LIMIT: '1000000',
  STAFF_LOCKOUT_FAILURES: '1000000',
  // The fuzzer's staff sessions last the whole run, however long.
  STAFF_SESSION_IDLE_MINUTES: '1440',
  STAFF_SESSION_ABSOLUTE_HOURS: '720',
};
