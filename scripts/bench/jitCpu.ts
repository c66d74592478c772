// `npx tsx scripts/bench/jitCpu.ts [answers]`: CPU time per answer of the list page's own document (MediaListPageQuery)
// over a 2,000-entry list, sent as its text (graphql-js) and by its documentId (graphql-jit, ADR 0046), against one
// in-process query-service. CPU time rather than wall time: it holds still on a machine others share. The client's
// fetch runs in the same process and costs the same on both paths; the ratio is an underestimate of execution's gain.
import { readFileSync } from 'node:fs';
import { T } from '@tsuzuki/query-service/db/sql';
import { GENERATED_PERSISTED_QUERIES } from '@tsuzuki/query-service/http/persistedQueries';
import { startTestApp } from '@tsuzuki/query-service/testing/http';
import { insertEntries } from '@tsuzuki/query-service/testing/lists';
import { insertUser } from '@tsuzuki/query-service/testing/users';

const ENTRIES = 2_000;
const FIRST_MEDIA = 900_001;
const MEMBER = 7001;
const ANSWERS = Number(process.argv[2] ?? 60);
const STATUSES = ['CURRENT', 'COMPLETED', 'PLANNING', 'PAUSED', 'DROPPED'] as const;

const texts = JSON.parse(readFileSync(GENERATED_PERSISTED_QUERIES, 'utf8')) as Record<string, string>;
const [documentId, text] = Object.entries(texts).find(([, t]) => t.startsWith('query MediaListPageQuery('))!;
const variables = { userId: MEMBER, type: 'ANIME', withViewer: false };

const t = await startTestApp('bench_jit_cpu');
try {
  await t.pool.query(
    `INSERT INTO ${T.media} (id, type, title_romaji, format, status, episodes, start_year, created_at, updated_at)
     SELECT g, 'ANIME', 'Bench Show ' || g, 'TV', 'FINISHED', 24, 2000 + g % 20, 1600000000, 1600000000
     FROM generate_series($1::int, $2::int) g`,
    [FIRST_MEDIA, FIRST_MEDIA + ENTRIES - 1],
  );
  await insertUser(t.pool, { id: MEMBER, name: 'Bench_Lister' });
  await insertEntries(
    t.pool,
    Array.from({ length: ENTRIES }, (_, i) => ({
      user_id: MEMBER,
      media_id: FIRST_MEDIA + i,
      status: STATUSES[i % STATUSES.length]!,
      score: (i * 7) % 101,
      progress: i % 24,
    })),
  );
  const ways = {
    text_graphql_js: { query: text, variables, operationName: 'MediaListPageQuery' },
    document_id_jit: { documentId, variables, operationName: 'MediaListPageQuery' },
  };
  const ask = async (body: object) => {
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = await res.text();
    if (res.status !== 200 || answer.includes('"errors"')) throw new Error(`${res.status} ${answer.slice(0, 300)}`);
    return answer;
  };
  const same = (await ask(ways.text_graphql_js)) === (await ask(ways.document_id_jit));
  const figures: Record<string, number> = {};
  // Alternating rounds, so that whatever else the machine does weighs on both alike.
  for (let round = 0; round < 3; round++) {
    for (const [name, body] of Object.entries(ways)) {
      for (let i = 0; i < 10; i++) await ask(body); // warm-up
      const cpu = process.cpuUsage();
      for (let i = 0; i < ANSWERS; i++) await ask(body);
      const used = process.cpuUsage(cpu);
      const ms = (used.user + used.system) / 1000 / ANSWERS;
      figures[name] = Math.min(figures[name] ?? Infinity, ms);
    }
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  console.log(
    JSON.stringify({
      figure: 'lists.list_page_cpu_per_answer',
      entries: ENTRIES,
      answers: ANSWERS,
      identical_answers: same,
      text_graphql_js_ms: round(figures.text_graphql_js!),
      document_id_jit_ms: round(figures.document_id_jit!),
      ratio: round(figures.document_id_jit! / figures.text_graphql_js!),
    }),
  );
} finally {
  await t.close();
}
