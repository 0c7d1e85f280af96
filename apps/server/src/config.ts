import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** `https://a.example.org,https://b.example.org`: origins only (no path), https only. */
const iframeHostsSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((host) => host.trim())
      .filter((host) => host !== ''),
  )
  .pipe(
    z.array(
      z
        .string()
        .regex(
          /^https:\/\/[a-z0-9.-]+(:\d{1,5})?$/i,
          'expected comma-separated https origins such as https://maps.example.org',
        )
        .transform((host) => host.toLowerCase()),
    ),
  );

/** `Name <address>` or a bare address, as a mail's From. */
const mailboxPattern = /^(?:[^<>\r\n]*<[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+)$/;
/** A bare e-mail address (a local part, `@`, a domain with a dot). */
const emailAddressPattern = /^[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+$/;

/** An http(s) address of a service the server calls (integrations). */
const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });

const configSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Answers sent from memory (cached pages, hashed assets) write one log line each (1), one in N,
   * or none (0); every other request writes the framework's two.
   */
  MEMORY_ANSWER_LOG_EVERY: z.coerce.number().int().min(0).max(1_000_000).default(1),
  /**
   * How far (in per cent) the JavaScript heap may grow past what survived the last full
   * collection before the next one; unset leaves V8's own pacing, which lets a small heap grow
   * to several times its live size. 25 keeps resident memory flat under steady traffic at about
   * a fifth more CPU per request.
   */
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(5).max(1000).optional(),
  /** Bytes of the web app's hashed assets (every compressed copy counted) held in memory; beyond, from disk. */
  ASSET_MEMORY_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  /** With the demo content, sample subscribers go into a new embedded database. */
  SEED_SAMPLE_SUBSCRIBERS: booleanFlag.default(true),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_BUILD_DIR: z.string().min(1).default('./apps/web/build'),
  ADMIN_BUILD_DIR: z.string().min(1).default('./apps/admin/dist'),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  LOAD_SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  LOAD_SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  RENDER_QUEUE_LIMIT: z.coerce.number().int().min(0).max(10_000).default(32),
  AUTH_FAILURE_LIMIT: z.coerce.number().int().positive().default(10),
  AUTH_FAILURE_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  TRUST_PROXY: booleanFlag.default(false),
  CONSENT_REVISION: z.coerce.number().int().min(1).default(1),
  CONSENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(1095),
  CONSENT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  SUPPORT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must look like GTM-ABC1234')
    .optional(),
  IFRAME_HOSTS: iframeHostsSchema.default([]),
  /** A tile service's MapLibre style (https); unset, the map uses our offline Natural Earth basemap. */
  MAP_STYLE_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL of a MapLibre style JSON' }).optional(),
  FORM_SUBMIT_LIMIT: z.coerce.number().int().min(1).default(20),
  FORM_SUBMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  /**
   * Seconds a form must take from the visitor's first interaction with it to its sending; off by
   * default: autofill fills a form at once, and the honeypot field and the interaction the
   * browser must report keep robots out.
   */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(3600).default(0),
  /** A HubSpot-compatible form script (https); unset, the HubSpot-style block uses our own provider. */
  FORM_PROVIDER_SCRIPT_URL: z
    .url({ protocol: /^https$/, error: 'must be an https:// URL of a form provider script' })
    .optional(),
  /** The SharePoint-style endpoint FlushChangesToSP posts changes to; unset, they go to the outbox export. */
  SHAREPOINT_URL: httpUrl.optional(),
  /** Sent to SHAREPOINT_URL as a bearer token. */
  SHAREPOINT_TOKEN: z.string().optional(),
  /** Flushes that may try to send one change before it is given up. */
  SHAREPOINT_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  /** The Business-Central-style OAuth token endpoint of BCLogin (client-credentials grant); needs the credentials. */
  BC_TOKEN_URL: httpUrl.optional(),
  BC_CLIENT_ID: z.string().optional(),
  BC_CLIENT_SECRET: z.string().optional(),
  BC_SCOPE: z.string().optional(),
  /** Where BCLogin posts the invoices not sent yet, with its token; unset, they go to the outbox export. */
  BC_INVOICES_URL: httpUrl.optional(),
  /** BCLogin runs that may try to send one invoice before it is given up. */
  BC_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  /** The SMTP server mail goes out through; unset, mails are written to DATA_DIR/outbox/mail/ as .eml files. */
  SMTP_HOST: z
    .string()
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9A-Fa-f:.]+\]$/, 'must be a host name or an IP address, without scheme or port')
    .optional(),
  SMTP_PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a port number')
    .min(1, 'must be a port number from 1 to 65535')
    .max(65535, 'must be a port number from 1 to 65535')
    .optional(),
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: booleanFlag.optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z
    .string()
    .regex(mailboxPattern, 'must be an address such as "Zilt <no-reply@example.org>"')
    .default('Zilt <no-reply@zilt.example>'),
  /** The site's public origin, for links in mails (the newsletter's confirmation link). */
  SITE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#\s]+\/?$/, "must be the site's origin, such as https://www.example.org (no path)")
    .transform((url) => url.replace(/\/$/, ''))
    .optional(),
  /** security.txt's Contact: a mailto: or https:// address; CONTACT_FORM_NOTIFY_EMAIL as mailto: when unset. */
  SECURITY_CONTACT: z
    .string()
    .regex(/^(mailto:[^<>\s@]+@[^<>\s@]+\.[^<>\s@]+|https:\/\/[^\s]+)$/, 'must be a mailto: or https:// address')
    .optional(),
  /** Where messages of the agency site's contact form are announced. */
  CONTACT_FORM_NOTIFY_EMAIL: z
    .string()
    .regex(emailAddressPattern, 'must be an e-mail address')
    .default('contact@zilt.example'),
  /** Hours a newsletter confirmation link stays valid; an unconfirmed sign-up is deleted after them. */
  NEWSLETTER_CONFIRM_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** Attempts to send one mail before it is given up (kept, with its last error). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * Largest file the media library takes, in bytes (20 MB unless set; at most 100 MB). Images are
   * also held to the 20 MB the image route reads.
   */
  MEDIA_MAX_BYTES: z.coerce
    .number({ error: 'must be a number of bytes' })
    .int('must be a whole number of bytes')
    .min(1024, 'must be at least 1024 bytes')
    .max(100 * 1024 * 1024, 'must be at most 104857600 bytes (100 MB)')
    .default(20 * 1024 * 1024),
  /** Minutes without a request after which a staff session ends. */
  STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** Hours after sign-in at which a staff session ends, however busy. */
  STAFF_SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** Staff sign-in attempts (password or code) one address may make per window. */
  STAFF_SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(30),
  STAFF_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Failed sign-ins after which a staff account is locked until the window ends. */
  STAFF_LOCKOUT_FAILURES: z.coerce.number().int().min(1).default(10),
  STAFF_LOCKOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** Hours a one-time link to set a staff password stays valid. */
  STAFF_LINK_HOURS: z.coerce.number().int().min(1).max(168).default(48),
  /** Addresses and CIDR ranges that may read /metrics without a token (the machine itself by default). */
  METRICS_ALLOW: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    )
    .pipe(
      z.array(
        z
          .string()
          .refine(
            (entry) => isAddressOrRange(entry),
            'expected comma-separated IP addresses or CIDR ranges such as 127.0.0.1,10.0.0.0/8',
          ),
      ),
    )
    .default(['127.0.0.1', '::1']),
  /** A bearer token that may read /metrics from any address. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Seconds /readyz fails on SIGTERM before the listener closes (the balancer moves away meanwhile). */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** Seconds requests in flight may take to finish once the listener is closed. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(3600).default(25),
});

/** `10.0.0.1`, `::1`, `10.0.0.0/8`, `fd00::/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/** The name of every variable the server reads (the README's table lists each). */
export const configVariables = Object.keys(configSchema.shape);

/** Settings that only make sense together. */
const consistentConfigSchema = configSchema.superRefine((config, context) => {
  // Invoices are sent with the token BCLogin obtains: their endpoint needs the token endpoint.
  if (config.BC_INVOICES_URL !== undefined && config.BC_TOKEN_URL === undefined) {
    context.addIssue({ code: 'custom', path: ['BC_TOKEN_URL'], message: 'is required with BC_INVOICES_URL' });
  }
  // SMTP settings only mean something with a host; a user needs a password and the other way round.
  if (config.SMTP_HOST === undefined) {
    for (const name of ['SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD'] as const) {
      if (config[name] !== undefined) context.addIssue({ code: 'custom', path: [name], message: 'needs SMTP_HOST' });
    }
  } else {
    if ((config.SMTP_USER === undefined) !== (config.SMTP_PASSWORD === undefined)) {
      const missing = config.SMTP_USER === undefined ? 'SMTP_USER' : 'SMTP_PASSWORD';
      const other = missing === 'SMTP_USER' ? 'SMTP_PASSWORD' : 'SMTP_USER';
      context.addIssue({ code: 'custom', path: [missing], message: `is required with ${other}` });
    }
    // Mails that really go out carry links: they must point at the public site, never at the
    // host a request named.
    if (config.SITE_URL === undefined) {
      context.addIssue({ code: 'custom', path: ['SITE_URL'], message: 'is required with SMTP_HOST (links in mails)' });
    }
  }
  // A session cannot stay idle longer than it may live at all.
  if (config.STAFF_SESSION_IDLE_MINUTES > config.STAFF_SESSION_ABSOLUTE_HOURS * 60) {
    context.addIssue({
      code: 'custom',
      path: ['STAFF_SESSION_IDLE_MINUTES'],
      message: 'must not be longer than STAFF_SESSION_ABSOLUTE_HOURS',
    });
  }
  // A token endpoint is of no use without the credentials to present to it.
  if (config.BC_TOKEN_URL === undefined) return;
  for (const name of ['BC_CLIENT_ID', 'BC_CLIENT_SECRET'] as const) {
    if (!config[name]) context.addIssue({ code: 'custom', path: [name], message: 'is required with BC_TOKEN_URL' });
  }
});

export type Config = z.infer<typeof configSchema> & {
  dataDir: string;
  contentDir: string;
  webBuildDir: string;
  adminBuildDir: string;
};

const secretVariable = /PASSWORD|SECRET|TOKEN/;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; every bad variable is named in one error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // An empty variable counts as unset, as in most process managers' env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = consistentConfigSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      // A list variable's issue points into the list; name the variable itself.
      const name = String(issue.path[0] ?? '');
      const value = env[name];
      // A secret's value is never printed.
      const shown = value === undefined ? '(unset)' : secretVariable.test(name) ? '(hidden)' : JSON.stringify(value);
      return `  ${name}=${shown}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return {
    ...config,
    dataDir: path.resolve(cwd, config.DATA_DIR),
    contentDir: path.resolve(cwd, config.CONTENT_DIR),
    webBuildDir: path.resolve(cwd, config.WEB_BUILD_DIR),
    adminBuildDir: path.resolve(cwd, config.ADMIN_BUILD_DIR),
  };
}
