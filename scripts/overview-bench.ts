// Times the overview and search queries in-process on a generated store of 10,000 published
// nodes (PGlite in memory, the server's own migrations and services). Prints one JSON object:
// { nodes, setupMs, queries: [{ name, group, p50, p95, total }] }. Run by scripts/measure-overview.mjs.
import { sql } from 'drizzle-orm';
import { overviewQueryOf, type OverviewKind } from '@zilt/contracts/overview-rules';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createOverviewService } from '../apps/server/src/modules/overview/overview-service.ts';
import { loadPostcodeCentroids } from '../apps/server/src/modules/overview/postcode-centroids.ts';

const nodeCount = Number(process.env['OVERVIEW_BENCH_NODES'] ?? 10_000);
const runs = Number(process.env['OVERVIEW_BENCH_RUNS'] ?? 200);

const words = `salt saline brackish water fresh soil crop potato quinoa barley rice shrimp delta dyke polder
seepage groundwater lens storage drip irrigation sensor farmer cooperative field trial harvest yield variety
seed tolerance marsh samphire aster tomato greenhouse canal gate tide river drought rain winter summer map
survey sample laboratory training course adviser extension policy ministry province board partner network
data model satellite drone crust compost structure clay sand creek ridge island coast village market chef`
  .split(/\s+/)
  .filter(Boolean);
const places = [
  ['1012AB', 'Amsterdam'],
  ['6211LE', 'Maastricht'],
  ['4493NC', 'Kamperland'],
  ['9712JN', 'Groningen'],
  ['3011AA', 'Rotterdam'],
  ['3584CS', 'Utrecht'],
  ['8911AE', 'Leeuwarden'],
  ['4331BK', 'Middelburg'],
] as const;
const vocabularies = ['sdgs', 'focus-area', 'theme', 'functions', 'action-area'] as const;

/** A small deterministic generator, so every run measures the same store. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

async function main() {
  const started = performance.now();
  const handle = await openDatabase({ kind: 'pglite-memory' });
  const db = handle.db;
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  // Running text: one word in ten from the site's own vocabulary, the rest from 3,000 made-up words.
  const syllables = ['ka', 'lo', 'mer', 'dan', 'vi', 'sel', 'tor', 'bu', 'ne', 'ris', 'gal', 'po', 'em', 'ust'];
  const madeUp = Array.from({ length: 3000 }, (_, index) =>
    [index % 14, Math.floor(index / 14) % 14, Math.floor(index / 196) % 14].map((at) => syllables[at]).join(''),
  );
  const sentence = (length: number) =>
    Array.from({ length }, () => (next() < 0.1 ? pick(words) : pick(madeUp))).join(' ');
  const types = ['news', 'news', 'news', 'news', 'event', 'event', 'page', 'page', 'project', 'team-member'];

  // A bulk load: the entries are filled once at the end instead of by the trigger per node.
  await db.execute(sql`alter table nodes disable trigger nodes_overview_entry`);
  const batch = 500;
  for (let from = 1; from <= nodeCount; from += batch) {
    const nodes = [];
    const revisions = [];
    for (let id = from; id < Math.min(from + batch, nodeCount + 1); id += 1) {
      const type = types[id % types.length] as string;
      const language = Math.floor(id / types.length) % 2 === 0 ? 'en' : 'nl';
      const title = `${sentence(5)} ${id}`;
      const date = new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 1200) * 86_400_000).toISOString();
      const place = pick(places);
      const header = {
        kind: 'detail',
        title,
        pageIntro: sentence(20),
        date,
        ...(type === 'event' ? { location: { name: place[1], postcode: place[0] } } : {}),
      };
      const blocks = [
        { kind: 'textBlock', body: `<p>${sentence(120)}</p>` },
        { kind: 'quoteBlock', text: sentence(25) },
      ];
      const terms = vocabularies.map((vocabulary) => ({
        Id: `${vocabulary}-${Math.floor(next() * 6)}`,
        Name: `${vocabulary} term ${Math.floor(next() * 6)}`,
        Vocabulary: vocabulary,
      }));
      nodes.push(sql`(${id}, 'wp', ${language}, ${`bench/${type}/${id}`}, ${type}, ${`r${id}`})`);
      revisions.push(
        sql`(${`r${id}`}, ${id}, 'published', ${`h${id}`}, ${title}, 'none', 'other', ${JSON.stringify(header)}::jsonb, '[]'::jsonb, ${JSON.stringify(blocks)}::jsonb, ${JSON.stringify(terms)}::jsonb, now())`,
      );
    }
    await db.execute(
      sql`insert into nodes (id, source, language, slug, node_type, published_revision_id) values ${sql.join(nodes, sql`, `)}`,
    );
    await db.execute(
      sql`insert into node_revisions (id, node_id, status, content_hash, title, template, page_kind, header, breadcrumbs, blocks, taxonomy_terms, last_updated) values ${sql.join(revisions, sql`, `)}`,
    );
  }
  const inserted = performance.now();
  await db.execute(sql`select refresh_overview_entry(id) from nodes`);
  await db.execute(sql`alter table nodes enable trigger nodes_overview_entry`);
  if (process.env['OVERVIEW_BENCH_VERBOSE']) {
    console.error(
      `insert ${Math.round(inserted - started)} ms, refresh ${Math.round(performance.now() - inserted)} ms`,
    );
  }
  await db.execute(sql`analyze`);
  const setupMs = performance.now() - started;

  const overview = createOverviewService(db, await loadPostcodeCentroids());
  const cases: {
    name: string;
    group: 'overview' | 'search';
    kind: OverviewKind;
    address: string;
    lang: 'en' | 'nl';
  }[] = [
    { name: 'news, page 0', group: 'overview', kind: 'news', address: '', lang: 'en' },
    {
      name: 'news, theme filter, page 3',
      group: 'overview',
      kind: 'news',
      address: 'theme=theme%20term%202&page=3',
      lang: 'en',
    },
    {
      name: 'news, two filters, page 40 (past the end)',
      group: 'overview',
      kind: 'news',
      address: 'theme=theme%20term%202&sdgs=sdgs%20term%201&page=40',
      lang: 'nl',
    },
    {
      name: 'events within 25 km of 1012AB',
      group: 'overview',
      kind: 'event',
      address: 'postcode=1012AB&maxDistanceKm=25',
      lang: 'en',
    },
    { name: 'team members', group: 'overview', kind: 'team-member', address: '', lang: 'en' },
    { name: 'search "salt"', group: 'search', kind: 'search', address: 'searchQuery=salt', lang: 'en' },
    {
      name: 'search "brackish groundw" (prefix)',
      group: 'search',
      kind: 'search',
      address: 'searchQuery=brackish%20groundw',
      lang: 'en',
    },
    {
      name: 'search "potato harvest" (nl), page 2',
      group: 'search',
      kind: 'search',
      address: 'searchQuery=potato%20harvest&page=2',
      lang: 'nl',
    },
  ];
  const queries = [];
  for (const entry of cases) {
    const query = overviewQueryOf(new URLSearchParams(entry.address), entry.kind);
    let total = 0;
    for (let warm = 0; warm < 20; warm += 1) await overview.getOverviewItems('wp', entry.lang, query);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const before = performance.now();
      const result = await overview.getOverviewItems('wp', entry.lang, query);
      times.push(performance.now() - before);
      if (!result.ok) throw new Error(`${entry.name}: ${result.problems.join('; ')}`);
      total = result.value.TotalCount;
    }
    times.sort((a, b) => a - b);
    const at = (share: number) =>
      Number((times[Math.min(times.length - 1, Math.floor(share * times.length))] ?? 0).toFixed(2));
    queries.push({ name: entry.name, group: entry.group, p50: at(0.5), p95: at(0.95), total });
  }
  if (process.env['OVERVIEW_BENCH_EXPLAIN']) {
    const explained = await db.execute(sql.raw(`explain analyze ${process.env['OVERVIEW_BENCH_EXPLAIN']}`));
    console.error(
      (explained as unknown as { rows: Record<string, string>[] }).rows.map((row) => Object.values(row)[0]).join('\n'),
    );
  }
  await handle.close();
  console.log(JSON.stringify({ nodes: nodeCount, runs, setupMs: Math.round(setupMs), queries }));
}

await main();
