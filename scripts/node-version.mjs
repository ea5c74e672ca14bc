// Imported first by `npm start`, `npm run build` and `npm run dev`: an older Node fails later with an obscure error
// (the server relies on require() of ES modules, unflagged since 20.19), so say it plainly before anything runs.
import { readFileSync } from 'node:fs';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const [major, minor] = /^>=(\d+)\.(\d+)$/.exec(engines.node).slice(1).map(Number);
const [haveMajor, haveMinor] = process.versions.node.split('.').map(Number);
if (haveMajor < major || (haveMajor === major && haveMinor < minor)) {
  console.error(`✖ Mizan needs Node.js ${major}.${minor} or newer; this is ${process.versions.node}.`);
  console.error(`  Install a newer Node.js (Debian 13's nodejs package is 20.19) and run the command again.`);
  process.exit(1);
}
