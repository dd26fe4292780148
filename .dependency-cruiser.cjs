// The floors of the import graph (README, Architecture). An import may only point down a floor
// (or sideways within one); a module or web page domain is reached by others only through its
// index.ts; no circles. `npm run lint` runs this, and CI runs `npm run lint`.
const SRV = '^apps/server/src/';
const WEB = '^apps/web/src/';
const TEST = '(\\.test\\.tsx?$|/test/|\\.fixtures?\\.ts$|\\.test-kit\\.ts$)';

/** A floor may not import from the floors listed above it. */
const upward = (name, from, above) => ({
  name,
  severity: 'error',
  comment: `${name}: a lower floor never imports a higher one`,
  from: { path: from, pathNot: TEST },
  to: { path: above },
});

module.exports = {
  forbidden: [
    // server: platform < documents < modules < composition root (app.ts, main.ts, config.ts, seed/)
    upward('server-platform-up', `${SRV}platform/`, `${SRV}(documents|modules|seed)/|${SRV}[^/]+\\.ts$`),
    upward('server-documents-up', `${SRV}documents/`, `${SRV}(modules|seed)/|${SRV}[^/]+\\.ts$`),
    upward('server-modules-up', `${SRV}modules/`, `${SRV}seed/|${SRV}(app|main)\\.ts$`),
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment: 'another module is reached only through its index.ts',
      from: { path: `${SRV}modules/([^/]+)/`, pathNot: TEST },
      to: { path: `${SRV}modules/`, pathNot: [`${SRV}modules/$1/`, `${SRV}modules/[^/]+/index\\.ts$`] },
    },
    // web: core < api < kit < pages < app
    upward('web-core-up', `${WEB}core/`, `${WEB}(api|kit|pages|app)/`),
    upward('web-api-up', `${WEB}api/`, `${WEB}(kit|pages|app)/`),
    upward('web-kit-up', `${WEB}kit/`, `${WEB}(pages|app)/`),
    upward('web-pages-up', `${WEB}pages/`, `${WEB}app/`),
    {
      name: 'web-page-domains-apart',
      severity: 'error',
      comment: 'a page domain does not import another; shared parts belong in the kit',
      from: { path: `${WEB}pages/([^/]+)/`, pathNot: TEST },
      to: { path: `${WEB}pages/`, pathNot: `${WEB}pages/$1/` },
    },
    {
      name: 'no-circles',
      severity: 'error',
      comment: 'a circle makes two files one; break it with a port or a registration',
      from: { pathNot: TEST },
      to: { circular: true, viaOnly: { pathNot: TEST } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|/migrations/)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
