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
  // Everything else, except the PDF generator: pdfmake, its Helvetica metrics and bwip-js (≈ 450 kB
  // gzip) are fetched only when someone downloads a manifest or a load PDF (features/cargas/romaneio).
  // A ceiling that catches an accidental heavy dependency, raised with each module by what it measured:
  // 720 → 760 kB with the freight tables (issue 19: 702 → 722 kB, every screen a lazily loaded chunk, the
  // largest under 14 kB); 760 → 800 kB with the offering boards, the ranking and the chat (issue 20:
  // 722 → 760 kB, lazily loaded too); 800 → 880 kB with load formation (issue 21: 760 → 844 kB — the orders,
  // drafts, route planner and labels screens, each a lazy chunk under 11 kB, the planner's and the labels'
  // rules, and write-excel-file's browser build (19 kB, fetched on the first template download)); what a user
  // waits for on first load is the /login budget above.
  {
    name: 'Todo o JS, exceto o gerador de PDF',
    path: [
      'dist/assets/*.js',
      '!dist/assets/pdfmake-*.js',
      '!dist/assets/Helvetica-*.js',
      '!dist/assets/bwip-js-*.js',
    ],
    gzip: true,
    limit: '880 kB',
  },
  {
    name: 'Gerador de PDF (carregado sob demanda)',
    path: ['dist/assets/pdfmake-*.js', 'dist/assets/Helvetica-*.js', 'dist/assets/bwip-js-*.js'],
    gzip: true,
    limit: '470 kB',
  },
];
