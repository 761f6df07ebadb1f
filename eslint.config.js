// Lint rules, including the layering of docs/architecture.md: a wrong-direction import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Every layer below the service's composition root (docs/architecture.md). */
const belowHosts = [
  'shared',
  'contract',
  'engine',
  'storage',
  'domain',
  'rpc',
  'http',
  'stream',
  'venue',
];

/** What the venue port and both its implementations may use. */
const venueAllowed = ['shared', 'contract', 'storage', 'rpc', 'stream', 'venue', 'venue-mirror'];

const serverModules = [
  'catalog',
  'trading',
  'auth',
  'ledger',
  'marketdata',
  'publicdata',
  'limits',
  'mirror',
  'liquidity',
  'vault',
  'terminal',
  'wire',
  'rewards',
  'grants',
  'watch',
  'background',
];
// The application layer and the transports never see a mode: what a mirror does differently
// reaches them through the venue port (server/venue/port.ts).
const modeFreeDomains = ['domain', { module: `{${serverModules.filter((m) => m !== 'mirror')}}` }];

export default tseslint.config(
  { ignores: ['dist/**', 'release/**', 'node_modules/**', 'coverage/**', '.electron-native/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: globals.node },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    // A page's first Intl formatter loads ICU's data: formatters are made on first use
    // (lazyNumberFormat, lazyDateFormat of renderer/lib/format.ts), never as a module loads.
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']:not(:function NewExpression)",
          message: 'make Intl formatters on first use: lazyNumberFormat or lazyDateFormat',
        },
      ],
    },
  },
  {
    // The renderer takes only types from the contract: importing a value would bundle the
    // contract's schemas (TypeBox) into the page and build every one of them as it loads.
    // Constants the page shares with the service live in server/shared.
    files: ['renderer/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/contract', '**/server/contract/**'],
              allowTypeImports: true,
              message: 'import only types from the contract; shared values go in server/shared',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['test/bench/**', 'scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // One way to open SQLite, with the addon built for the runtime that runs the code.
    files: ['server/**/*.ts', 'electron/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['server/storage/sqlite-connection.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'better-sqlite3',
              importNames: ['default'],
              allowTypeImports: true,
              message: 'open SQLite with connectSqlite (server/storage/sqlite-connection.ts)',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'electron/**/*.ts', 'renderer/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      'boundaries/include': ['server/**/*', 'electron/**/*', 'renderer/**/*'],
      'boundaries/elements': [
        { type: 'shared', pattern: 'server/shared' },
        { type: 'contract', pattern: 'server/contract' },
        { type: 'engine', pattern: 'server/engine' },
        { type: 'storage', pattern: 'server/storage' },
        { type: 'domain', pattern: `server/(${serverModules.join('|')})`, capture: ['module'] },
        { type: 'rpc', pattern: 'server/rpc' },
        { type: 'http', pattern: 'server/http' },
        { type: 'stream', pattern: 'server/stream' },
        { type: 'venue-mirror', pattern: 'server/venue/mirror' },
        { type: 'venue', pattern: 'server/venue' },
        { type: 'config', pattern: 'server/config' },
        { type: 'host', pattern: 'server/host' },
        { type: 'cli', pattern: 'server/cli' },
        { type: 'electron', pattern: 'electron' },
        // The terminal (docs/architecture.md): main.tsx mounts app/, the shell, which composes the
        // features; lib/, components/ and stores/ are shared by all and know no feature. The
        // first element that matches a file is its type, so `renderer` takes only what is left
        // (main.tsx, vite.config.ts, styles/).
        { type: 'renderer-app', pattern: 'renderer/app' },
        { type: 'renderer-feature', pattern: 'renderer/features/*', capture: ['feature'] },
        { type: 'renderer-shared', pattern: 'renderer/(lib|components|stores)', capture: ['kind'] },
        { type: 'renderer', pattern: 'renderer' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          message:
            '${file.type} must not import ${dependency.type} (docs/architecture.md layering)',
          rules: [
            // server/shared (pure math) imports nothing; every other part may import it.
            { from: 'contract', allow: ['shared'] },
            { from: 'engine', allow: ['shared', 'contract'] },
            { from: 'storage', allow: ['shared', 'contract'] },
            { from: 'domain', allow: ['shared', 'contract', 'engine', 'storage', 'domain'] },
            // The application layer: below every transport, and knowing none of them.
            { from: 'rpc', allow: ['shared', 'contract', 'engine', modeFreeDomains] },
            {
              from: ['http', 'stream'],
              allow: ['shared', 'contract', 'engine', modeFreeDomains, 'rpc'],
            },
            // The venue port and its two implementations (local, mirror): what differs between
            // the modes, chosen once by the composition root; the transports never see a mode.
            {
              from: 'venue',
              allow: [...venueAllowed, 'engine', 'domain', 'venue-mirror'],
            },
            // A mirror builds nothing of the local venue: no engine, trading, books or ledger.
            {
              from: 'venue-mirror',
              allow: [
                ...venueAllowed,
                ['domain', { module: '{catalog,auth,mirror,vault,ledger,terminal,wire}' }],
              ],
            },
            // Above every layer: the service's settings and data dir, its composition root and
            // hosting, and its command line, each allowed what is below it.
            { from: 'config', allow: [...belowHosts, 'config'] },
            { from: 'host', allow: [...belowHosts, 'config', 'host'] },
            { from: 'cli', allow: [...belowHosts, 'config', 'host', 'cli'] },
            // The shell reaches the service through server/host/index.ts only.
            { from: 'electron', allow: ['shared', 'contract', 'host'] },
            // The renderer imports nothing of the service but the contract and server/shared.
            {
              from: 'renderer',
              allow: ['shared', 'contract', 'renderer-app', 'renderer-feature', 'renderer-shared'],
            },
            {
              from: 'renderer-app',
              allow: ['shared', 'contract', 'renderer-feature', 'renderer-shared'],
            },
            // A feature may use another feature (through its index.ts), never app/.
            {
              from: 'renderer-feature',
              allow: ['shared', 'contract', 'renderer-feature', 'renderer-shared'],
            },
            { from: 'renderer-shared', allow: ['shared', 'contract', 'renderer-shared'] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message: 'import ${dependency.type} through its index.ts',
          rules: [
            {
              target: [
                'shared',
                'contract',
                'engine',
                'storage',
                'domain',
                'rpc',
                'http',
                'stream',
              ],
              allow: 'index.ts',
            },
            // The port's files are shared by both implementations; the mirror's only entry is
            // its constructor.
            { target: ['venue'], allow: '*.ts' },
            {
              target: ['venue-mirror'],
              allow: 'mirror-venue.ts',
            },
            { target: ['config'], allow: '*.ts' },
            { target: ['host'], allow: 'index.ts' },
            // A feature's public API is its index.ts; lazy.ts holds what app/ loads on demand
            // with import(), each its own chunk.
            { target: ['renderer-feature'], allow: ['index.ts', 'lazy.ts'] },
            { target: ['renderer-app', 'renderer-shared'], allow: '**' },
          ],
        },
      ],
      'boundaries/external': [
        'error',
        {
          default: 'allow',
          message:
            '${file.type} must not import ${dependency.source} (docs/architecture.md layering)',
          rules: [
            { from: '*', disallow: ['fastify', '@fastify/*', 'electron', 'react', 'react-dom'] },
            { from: 'http', allow: ['fastify', '@fastify/*'] },
            { from: 'electron', allow: ['electron'] },
            {
              from: ['renderer', 'renderer-app', 'renderer-feature', 'renderer-shared'],
              allow: ['react', 'react-dom'],
            },
            { from: ['shared', 'contract', 'engine'], disallow: ['*'] },
            { from: 'contract', allow: ['typebox'] },
          ],
        },
      ],
    },
  },
);
