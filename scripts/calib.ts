import { readFileSync, readdirSync } from 'node:fs';
import { parse } from 'graphql';
import { OperationMeter } from '../query-service/src/http/limits.ts';
import { buildSchemas } from '../query-service/src/schema/executable.ts';
const schemas = buildSchemas();
const ops = JSON.parse(readFileSync('../shared/compat/client-operations.json', 'utf8')) as { id: string; document: string }[];
const rows: { id: string; cost: number; depth: number; aliases: number; directives: number; searches: number; tokens: number }[] = [];
const measure = (id: string, text: string, schema = schemas.public) => {
  try {
    const doc = parse(text);
    let tokens = 0; try { parse(text, { maxTokens: 1e9 }); } catch {}
    tokens = text.split(/[\s,]+/).length;
    for (const d of doc.definitions) if (d.kind === 'OperationDefinition') rows.push({ id, ...new OperationMeter(schema, doc.definitions).measure(d), tokens });
  } catch (e) { }
};
for (const op of ops) measure(op.id, op.document);
const gen = 'client/src/__generated__';
try { for (const f of readdirSync(gen)) if (f.endsWith('.graphql.ts')) { const src = readFileSync(`${gen}/${f}`, 'utf8'); const m = /"text": "((?:[^"\\]|\\.)*)"/.exec(src); if (m) measure('client:' + f, JSON.parse(`"${m[1]}"`), schemas.internal); } } catch (e) { console.log('no client artifacts', e); }
for (const key of ['cost', 'depth', 'aliases', 'directives', 'searches', 'tokens'] as const) {
  const top = [...rows].sort((a, b) => b[key] - a[key]).slice(0, 3);
  console.log(key, top.map((r) => `${r[key]} ${r.id}`).join(' | '));
}
console.log('measured', rows.length);
