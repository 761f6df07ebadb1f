// Lint rules, including the layering of docs/architecture.md: a wrong-direction import fails `npm test`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Every layer below the service's composition root (docs/architecture.md). */
const belowHosts = ['shared', 'contract', 'engine', 'storage', 'domain', 'rpc', 'http', 'stream'];

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
  'wire',
];

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
        { type: 'config', pattern: 'server/config' },
        { type: 'host', pattern: 'server/host' },
        { type: 'cli', pattern: 'server/cli' },
        { type: 'electron', pattern: 'electron' },
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
            { from: 'rpc', allow: ['shared', 'contract', 'engine', 'domain'] },
            { from: ['http', 'stream'], allow: ['shared', 'contract', 'engine', 'domain', 'rpc'] },
            // Above every layer: the service's settings and data dir, its composition root and
            // hosting, and its command line, each allowed what is below it.
            { from: 'config', allow: [...belowHosts, 'config'] },
            { from: 'host', allow: [...belowHosts, 'config', 'host'] },
            { from: 'cli', allow: [...belowHosts, 'config', 'host', 'cli'] },
            // The shell reaches the service through server/host/index.ts only.
            { from: 'electron', allow: ['shared', 'contract', 'host'] },
            { from: 'renderer', allow: ['shared', 'contract'] },
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
            { target: ['config'], allow: '*.ts' },
            { target: ['host'], allow: 'index.ts' },
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
            { from: 'renderer', allow: ['react', 'react-dom'] },
            { from: ['shared', 'contract', 'engine'], disallow: ['*'] },
            { from: 'contract', allow: ['typebox'] },
          ],
        },
      ],
    },
  },
);
