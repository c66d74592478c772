// relay-compiler, after making sure its persisted-documents file exists (the compiler refuses to start without
// it). The file is generated, like every artifact under __generated__, and not kept in git.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';

const file = new URL('../src/__generated__/persisted-queries.json', import.meta.url);
mkdirSync(new URL('.', file), { recursive: true });
if (!existsSync(file)) writeFileSync(file, '{}\n');
const { status } = spawnSync('relay-compiler', process.argv.slice(2), { stdio: 'inherit', shell: process.platform === 'win32' });
process.exit(status ?? 1);
