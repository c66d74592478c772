import { T, type SqlParams } from '../../db/sql.ts';

export type SearchKind = 'MEDIA' | 'CHARACTER' | 'STAFF' | 'STUDIO';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A CTE `hits(id, score)` of the documents of one kind that match `text`: full text, trigram word similarity
 * on the joined names (so "shingeki no kyojn" still finds "Shingeki no Kyojin"), or a plain substring. Every
 * arm can use a GIN index (a BitmapOr plan); whole-string similarity (`%`) is left to the score only, because
 * against long joined names it matches little and made the planner scan every document of the kind.
 * score is the best of the measures, with an exact name match on top, for SEARCH_MATCH ordering.
 */
export function searchHitsCte(kind: SearchKind, text: string, p: SqlParams['p']): string {
  const q = text.trim().toLowerCase();
  const kindP = `${p(kind)}::text`;
  const qP = `${p(q)}::text`;
  const likeP = `${p(`%${escapeLike(q)}%`)}::text`;
  const exactP = `${p(`%| ${escapeLike(q)} |%`)}::text`;
  return `hits AS (
    SELECT d.id,
      GREATEST(
        CASE WHEN '| ' || d.names_text || ' |' LIKE ${exactP} THEN 2 ELSE 0 END,
        CASE WHEN d.names_text LIKE ${likeP} THEN 1 ELSE 0 END,
        word_similarity(${qP}, d.names_text),
        similarity(${qP}, d.names_text),
        ts_rank(d.tsv, websearch_to_tsquery('simple', ${qP}))
      ) AS score
    FROM ${T.search} d
    WHERE d.kind = ${kindP}
      AND (d.tsv @@ websearch_to_tsquery('simple', ${qP}) OR ${qP} <% d.names_text OR d.names_text LIKE ${likeP})
  )`;
}
