// Performance budget (DESIGN.md §5): the gzip size of the JS needed to show /login, and all JS for reference.
// Run after `npm run build -w @embarca/web`. The login file list comes from Vite's manifest.
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const loginFiles = JSON.parse(
  execFileSync(process.execPath, [path.join(__dirname, 'scripts', 'login-chunks.mjs'), '--json'], {
    encoding: 'utf8',
  }),
).map((file) => path.relative(__dirname, file));

module.exports = [
  {
    name: 'JS para exibir /login (entrada + página de login)',
    path: loginFiles,
    gzip: true,
    limit: '170 kB',
  },
  { name: 'Todo o JS', path: 'dist/assets/*.js', gzip: true, limit: '600 kB' },
];
