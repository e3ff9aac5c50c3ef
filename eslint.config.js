import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importPlugin from 'eslint-plugin-import';
import globals from 'globals';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Import zones (STYLE.md): each rule names who may not import what, and why. */
const zone = (group, message) => ({ group, message });
const noApp = zone(
  ['@/app', '@/app/**', '**/app/**'],
  'Shared code must not import the app shell.',
);
const noFeatures = zone(
  ['@/features/**', '**/features/**'],
  'Shared code must not import features.',
);
const noMocks = zone(
  ['@/mocks/**', '**/mocks/**'],
  'Mocks load only through the dynamic import in src/start/mock-service.ts, so they stay out of the real bundle.',
);
// Vendor SDKs stay behind their facade in services/, so a swap touches one folder.
const noSearchClient = zone(
  ['algoliasearch', 'algoliasearch/**'],
  'Import the search client through @/services/search.',
);
/** Each vendor library and the one service folder allowed to import it. */
const VENDOR_FACADES = [
  { folder: 'lightbox', group: ['photoswipe', 'photoswipe/**', 'openseadragon'] },
  { folder: 'exif', group: ['exifr', 'exifr/**'] },
  { folder: 'citation', group: ['@citation-js/*', '@citation-js/**'] },
  { folder: 'download', group: ['js-file-downloader'] },
  { folder: 'bulk-download', group: ['client-zip'] },
  {
    folder: 'maps',
    group: ['leaflet', 'leaflet/**', 'world-atlas/**', 'topojson-client', 'supercluster'],
  },
  { folder: 'validation', group: ['zod', 'zod/**'] },
  { folder: 'analytics', group: ['react-ga4', 'react-gtm-module'] },
  { folder: 'insights', group: ['search-insights', 'search-insights/**'] },
];
const noSearchEngineLibrary = zone(
  ['minisearch', 'minisearch/**'],
  "MiniSearch is the local engine's own part: import it only inside src/engine/.",
);
// Read at ingest only: the record carries what it found (decision 040).
const noIngestOnly = zone(
  ['edtf', 'edtf/**'],
  'EDTF dates are parsed at ingest (scripts/ingest); the app reads dateLabel, dayFirst, dayLast.',
);
const vendorZone = ({ folder, group }) =>
  zone(group, `Import this library only inside src/services/${folder}/.`);
const vendorZonesExcept = (folder) =>
  VENDOR_FACADES.filter((facade) => facade.folder !== folder).map(vendorZone);
const allVendorZones = [...VENDOR_FACADES.map(vendorZone), noSearchEngineLibrary, noIngestOnly];

/**
 * The local engine is a unit of its own (src/engine/README.md): it imports nothing from the app,
 * and everything else reaches it only through its entry, src/engine/index.ts. Its own tests
 * (tests/engine/) may open the internals they test.
 */
const engineBoundary = {
  files: ['src/**', 'scripts/**', 'tests/**', '*.ts'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/engine',
            from: './src',
            except: ['./engine'],
            message: 'The engine imports nothing from the app.',
          },
          {
            target: [
              './src/!(engine)/**',
              './src/*',
              './scripts/**',
              './tests/!(engine)/**',
              './*.ts',
            ],
            from: './src/engine',
            except: ['./index.ts'],
            message: 'Reach the engine only through its entry, src/engine/index.ts.',
          },
        ],
      },
    ],
  },
};

/** Tests may reach across zones (they render whole routes and start MSW). */
function restrictImports(files, patterns, extra = {}) {
  return {
    files: [files].flat(),
    ignores: ['**/*.test.ts', '**/*.test.tsx', ...(extra.ignores ?? [])],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'public',
      'public-mock',
      'node_modules',
      '.cache',
      '.scratch',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: './tsconfig.json' }, node: true },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import/no-cycle': ['error', { maxDepth: 10 }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', '*.config.ts'],
    rules: { 'no-console': 'off' },
  },
  restrictImports(['src/services/search/**'], [noApp, noFeatures, noMocks, ...allVendorZones]),
  ...VENDOR_FACADES.map(({ folder }) =>
    restrictImports(`src/services/${folder}/**`, [
      noApp,
      noFeatures,
      noMocks,
      noSearchClient,
      ...vendorZonesExcept(folder),
      noIngestOnly,
    ]),
  ),
  restrictImports(
    ['src/services/**'],
    [noApp, noFeatures, noMocks, noSearchClient, ...allVendorZones],
    {
      ignores: [
        'src/services/search/**',
        ...VENDOR_FACADES.map(({ folder }) => `src/services/${folder}/**`),
      ],
    },
  ),
  restrictImports(
    ['src/components/**', 'src/config/**', 'src/types/**'],
    [noApp, noFeatures, noMocks, noSearchClient, ...allVendorZones],
  ),
  restrictImports(['src/mocks/**'], [noApp, noFeatures, ...allVendorZones]),
  restrictImports(
    ['src/engine/**'],
    [noApp, noFeatures, noMocks, noSearchClient, noIngestOnly, ...VENDOR_FACADES.map(vendorZone)],
  ),
  engineBoundary,
  restrictImports(['src/app/**'], [noMocks, noSearchClient, ...allVendorZones]),
  ...features.map((feature) =>
    restrictImports(`src/features/${feature}/**`, [
      noApp,
      noMocks,
      noSearchClient,
      ...allVendorZones,
      zone(
        ['@/features/*', `!@/features/${feature}`, '**/features/*', `!**/features/${feature}`],
        'Features do not import each other; move shared code to components/ or services/.',
      ),
    ]),
  ),
);
