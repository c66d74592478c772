// Lists the romaji of every real title, best known first (the prominence prior of docs/adr/0065), as tab-separated
// rows: rank, prominence, native, romaji, English. Diff two runs to see what a change to the romanizer does:
//   npx tsx command-service/seed/scripts/romajiTitles.ts > before.tsv
import { planMedia } from '../src/plan.ts';
import { loadRomanizer } from '../src/romaji.ts';
import { prominence, prominenceContext } from '../src/statistics.ts';

const { drafts } = planMedia({ now: new Date('2026-11-30T00:00:00Z'), scale: 1, romanize: await loadRomanizer() });
const context = prominenceContext(drafts);
const rows = drafts
  .filter((d) => d.real)
  .map((d) => ({ d, p: prominence(d, context) }))
  .sort((a, b) => b.p - a.p || a.d.id - b.d.id);
rows.forEach(({ d, p }, i) => console.log([i + 1, p.toFixed(1), d.title.native, d.title.romaji, d.title.english ?? ''].join('\t')));
