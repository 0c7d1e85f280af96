// Prepares the data folder of a stopped server for the Mini-Admin's end-to-end tests: a token of
// the support scope, sample paying subscribers, and one subscriber for each branch of the data
// page's rules. Prints what it made as one line of JSON.
// Usage: DATA_DIR=<folder> node --import tsx apps/server/src/testing/admin-fixtures.ts
import { openCliDatabase } from '../cli/cli-database.ts';
import { createTokenService } from '../modules/auth/token-service.ts';
import { seedSampleSubscribers } from '../modules/sample-subscribers/sample-subscribers.ts';
import { createTestSubscriber } from './subscribers.ts';

const database = await openCliDatabase();
try {
  const token = await createTokenService(database.db).create(`mini-admin-e2e-${Date.now()}`, 'support');
  await seedSampleSubscribers(database.db, { users: 60 });
  const make = (options: Parameters<typeof createTestSubscriber>[1] = {}) => createTestSubscriber(database.db, options);
  // One subscriber per test that changes one, so the tests do not depend on each other's order.
  const subscribers = {
    /** Active Pro subscription with a recurring payment, payments and invoices. */
    pro: await make({ pro: true }),
    proToTerminate: await make({ pro: true }),
    proToRevoke: await make({ pro: true }),
    proToDelete: await make({ pro: true }),
    proForPassword: await make({ pro: true }),
    proForEmail: await make({ pro: true }),
    /** A paying subscriber whose name has an accent (the paid-users CSV must keep it). */
    proWithAccent: await make({ pro: true, name: 'Chloé' }),
    /** A Student subscription granted until 60 days from now. */
    student: await make({ running: 'Student' }),
    studentToTerminate: await make({ running: 'Student' }),
    teacherToTerminate: await make({ running: 'Teacher' }),
    /** No subscription, and an open payment (found by its reference). */
    open: await make({ openPayment: true }),
    openToDelete: await make({ openPayment: true }),
    blocked: await make({ blocked: true }),
    toBlock: await make(),
    /** No subscription at all. */
    plain: await make(),
    plainForTeacher: await make(),
    plainForPayment: await make(),
    plainForCountry: await make(),
    /** Changed on the Dutch data page: its texts, values and country choice. */
    proForDutch: await make({ pro: true }),
    plainForDutchCountry: await make(),
    plainForDutchCountryWide: await make(),
  };
  console.log(JSON.stringify({ token, subscribers }));
} finally {
  await database.close();
}
