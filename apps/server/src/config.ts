import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

/** `https://a.example.org,https://b.example.org`: origins only (no path), https only. */
const iframeHostsSchema = z
  .string()
  .transform((value) => value.split(',').map((host) => host.trim()).filter((host) => host !== ''))
  .pipe(
    z.array(
      z
        .string()
        .regex(/^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'expected comma-separated https origins such as https://maps.example.org')
        .transform((host) => host.toLowerCase()),
    ),
  );

const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_BUILD_DIR: z.string().min(1).default('./apps/web/build'),
  AUTH_FAILURE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: booleanFlag.default(false),
  CONSENT_REVISION: z.coerce.number().int().min(1).default(1),
  CONSENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(1095),
  CONSENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  TAG_MANAGER_ID: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-ABC1234').optional(),
  IFRAME_HOSTS: iframeHostsSchema.default([]),
});

export type Config = z.infer<typeof configSchema> & { dataDir: string; contentDir: string; webBuildDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; every bad variable is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable counts as unset, as in most process managers' env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      // A list variable's issue points into the list; name the variable itself.
      const name = String(issue.path[0] ?? '');
      const value = env[name];
      return `  ${name}=${value === undefined ? '(unset)' : JSON.stringify(value)}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(cwd, config.DATA_DIR),
    contentDir: path.resolve(cwd, config.CONTENT_DIR),
    webBuildDir: path.resolve(cwd, config.WEB_BUILD_DIR),
  };
}
