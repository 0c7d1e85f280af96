/** Limits high enough that the fuzzer's own volume is not what it measures. */
export const fuzzEnv = {
  AUTH_FAILURE_LIMIT: '1000000',
  CONSENT_RATE_LIMIT_PER_MINUTE: '1000000',
  SUPPORT_RATE_LIMIT_PER_MINUTE: '1000000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000000',
  FORM_SUBMIT_LIMIT: '1000000',
};
