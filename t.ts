import { openDatabase } from './apps/server/src/db/client.ts';
const t=Date.now();
const h = await openDatabase({ kind: 'pglite-memory' });
console.log('mem', Date.now()-t, await h.ping());
const t2=Date.now(); const dump = await h.pglite!.dumpDataDir('none'); console.log('dump', Date.now()-t2, dump.size);
const t3=Date.now(); const h2 = await openDatabase({ kind: 'pglite-memory', loadDataDir: dump }); console.log('clone', Date.now()-t3, await h2.ping());
const h3 = await openDatabase({ kind: 'postgres', url: 'postgres://postgres@127.0.0.1:5432/test' }); console.log('pg', await h3.ping()); await h3.close();
