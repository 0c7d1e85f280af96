import { and, asc, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import { contactFormFields, contactFormId } from '@zilt/contracts/contact-form';
import type { Language } from '@zilt/contracts/common';
import type { FormDefinition, StoredFormSubmission } from '@zilt/contracts/form-definition';
import type { Database } from '../../db/client.ts';
import { formSubmissions, formWebhookOutbox, forms } from '../../db/schema.ts';
import { toCsv } from '@zilt/contracts/csv';

/** Separator of the CSV exports, as in the spreadsheets support staff open them with. */
export const csvSeparator = ';';

/** One entry per address: the address (lower-cased) and the event it registers for, if any. */
export interface Registration {
  address?: string | undefined;
  eventKey?: string | undefined;
}

/** Whether an error is the database refusing a second row for a unique key. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause: unknown = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function toStored(row: typeof formSubmissions.$inferSelect): StoredFormSubmission {
  return {
    id: row.id,
    formId: row.formId,
    language: row.language,
    submittedAt: row.submittedAt.toISOString(),
    fields: row.fields,
    ...(row.eventKey ? { event: row.eventKey } : {}),
  };
}

function sinceDay(from: string | undefined): SQL | undefined {
  return from ? gte(formSubmissions.submittedAt, new Date(`${from}T00:00:00Z`)) : undefined;
}

/** Form definitions (content), the submissions people send, and their webhook outbox. */
export function createFormService(db: Database) {
  return {
    async definition(formId: string): Promise<FormDefinition | undefined> {
      const [row] = await db.select().from(forms).where(eq(forms.id, formId)).limit(1);
      return row?.definition;
    },

    /** The form with this id whose portal id matches (the HubSpot-style embed). */
    async definitionInPortal(portalId: string, formId: string): Promise<FormDefinition | undefined> {
      const definition = await this.definition(formId);
      return definition?.portalId === portalId ? definition : undefined;
    },

    /**
     * Stores one checked submission; when the form forwards to a webhook, the outbox row is
     * written in the same transaction, so a stored submission is never left unforwarded (and so
     * is whatever `alsoInTransaction` writes).
     */
    async store(
      formId: string,
      language: Language,
      fields: Record<string, string>,
      webhookUrl?: string,
      registration?: Registration,
      alsoInTransaction?: (tx: Database, stored: StoredFormSubmission) => Promise<void>,
    ): Promise<StoredFormSubmission> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(formSubmissions)
          .values({
            formId,
            language,
            fields,
            eventKey: registration?.eventKey ?? null,
            entryAddress: registration?.address ?? null,
          })
          .returning();
        if (!row) throw new Error('the submission was not stored');
        if (webhookUrl) await tx.insert(formWebhookOutbox).values({ submissionId: row.id, url: webhookUrl });
        const stored = toStored(row);
        // What else the submission causes (its mails) is written with it, or not at all.
        await alsoInTransaction?.(tx, stored);
        return stored;
      });
    },

    /** Whether this address already registered with the form (for this event). */
    async isRegistered(
      formId: string,
      registration: Required<Pick<Registration, 'address'>> & Registration,
    ): Promise<boolean> {
      const [row] = await db
        .select({ id: formSubmissions.id })
        .from(formSubmissions)
        .where(
          and(
            eq(formSubmissions.formId, formId),
            registration.eventKey === undefined
              ? isNull(formSubmissions.eventKey)
              : eq(formSubmissions.eventKey, registration.eventKey),
            eq(formSubmissions.entryAddress, registration.address),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Newest first; `before` pages on by id. */
    async list(query: {
      formId?: string | undefined;
      from?: string | undefined;
      limit: number;
      before?: number | undefined;
    }) {
      const rows = await db
        .select()
        .from(formSubmissions)
        .where(
          and(
            query.formId ? eq(formSubmissions.formId, query.formId) : undefined,
            sinceDay(query.from),
            query.before ? lt(formSubmissions.id, query.before) : undefined,
          ),
        )
        .orderBy(desc(formSubmissions.id))
        .limit(query.limit);
      return rows.map(toStored);
    },

    /**
     * One form's submissions as CSV, oldest first: when it was sent, its language, then a column
     * per field of the form (fields a submission lacks stay empty).
     */
    async exportCsv(formId: string, from?: string): Promise<string> {
      const rows = await db
        .select()
        .from(formSubmissions)
        .where(and(eq(formSubmissions.formId, formId), sinceDay(from)))
        .orderBy(asc(formSubmissions.submittedAt), asc(formSubmissions.id));
      const definition = formId === contactFormId ? undefined : await this.definition(formId);
      const known: string[] = definition ? definition.fields.map((field) => field.name) : [...contactFormFields];
      // Fields a form no longer has still appear, after the current ones.
      const extra = [...new Set(rows.flatMap((row) => Object.keys(row.fields)))].filter(
        (name) => !known.includes(name),
      );
      const columns = [...known, ...extra];
      // Registrations sent from events' pages say which event.
      const withEvent = rows.some((row) => row.eventKey !== null);
      return toCsv(
        [
          ['id', 'submittedAt', 'language', ...(withEvent ? ['event'] : []), ...columns],
          ...rows.map((row) => [
            String(row.id),
            row.submittedAt.toISOString(),
            row.language,
            ...(withEvent ? [row.eventKey ?? ''] : []),
            ...columns.map((name) => row.fields[name] ?? ''),
          ]),
        ],
        csvSeparator,
      );
    },
  };
}

export type FormService = ReturnType<typeof createFormService>;
