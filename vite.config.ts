import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { decideBuildEnv } from './scripts/vite/build-env.ts';
import { configResultPlugin } from './scripts/vite/config-result-plugin.ts';
import { eagerModuleWrappersPlugin } from './scripts/vite/eager-module-wrappers-plugin.ts';
import { demoMediaPlugin } from './scripts/vite/demo-media-plugin.ts';
import { iiifDevPlugin } from './scripts/vite/iiif-dev-plugin.ts';
import { mockRecordsPlugin, readMockRecordsFile } from './scripts/vite/mock-records-plugin.ts';
import { openDataDevPlugin } from './scripts/vite/open-data-dev-plugin.ts';
import { defaultRecordsFile } from './scripts/render/default-records-file.ts';
import { modulePreloadPlugin } from './scripts/vite/module-preload-plugin.ts';
import { notFoundFilePlugin } from './scripts/vite/not-found-file-plugin.ts';
import { preconnectPlugin } from './scripts/vite/preconnect-plugin.ts';
import { securityPolicyPlugin } from './scripts/vite/security-policy-plugin.ts';
import { siteConfigPlugin } from './scripts/vite/site-config-plugin.ts';
import { siteFilesPlugin } from './scripts/vite/site-files-plugin.ts';
import { vendorStandInsPlugin } from './scripts/vite/vendor-stand-ins-plugin.ts';
import { themeScriptPlugin } from './scripts/vite/theme-script-plugin.ts';

export default defineConfig(({ command, mode }) => {
  // loadEnv also returns VITE_ variables set in the shell, which win over .env files.
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const { mock } = decideBuildEnv(command, mode, env);
  // Benchmarks only: FOLIO_MOCK_RECORDS=/abs/records.json serves those records in mock mode.
  const mockRecords = readMockRecordsFile(process.env, mock);
  return {
    plugins: [
      react(),
      // Smaller stand-ins for vendor code the app never needs in full (decision 044).
      vendorStandInsPlugin(),
      // React's DOM renderer and the other CommonJS packages compiled as they download.
      eagerModuleWrappersPlugin(),
      securityPolicyPlugin({ mock }),
      preconnectPlugin({ mock }),
      // The app (React, router, screens) downloads beside the small entry that sends the first search.
      modulePreloadPlugin({ name: 'boot-preload', module: '/src/start/boot.tsx' }),
      siteConfigPlugin({ mock }),
      // The theme before the first paint of a page rendered at build time (src/start/theme-head.js).
      themeScriptPlugin(),
      // The configuration read when building: the app gets the result, not the rules.
      configResultPlugin(env, mock),
      // 404.html for static hosts; `vite preview` answers unknown addresses with it, status 404.
      notFoundFilePlugin(),
      ...(mock
        ? [
            demoMediaPlugin(),
            // The IIIF manifests the build writes (scripts/render/), made on request in dev.
            iiifDevPlugin(),
            // MSW and the engine must answer before the first search: fetched with the entry.
            modulePreloadPlugin({ name: 'mock-preload', module: '/src/mocks/browser.ts' }),
            siteFilesPlugin(),
          ]
        : []),
      ...(mockRecords ? [mockRecordsPlugin(mockRecords)] : []),
      // /data under `npm run dev`: the open data a build would publish (decision 047).
      openDataDevPlugin(mockRecords ?? defaultRecordsFile(mock ? 'mock' : mode)),
    ],
    // The mock build carries the MSW service worker and the demo media; the real one neither.
    // Both carry the site's own files from public/ (siteFilesPlugin adds them to the mock build).
    publicDir: mock ? 'public-mock' : 'public',
    define: { __FOLIO_MOCK__: JSON.stringify(mock) },
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // React Router's default export is its development build (dev warnings on); a build ships
        // its production build, which differs only in ENABLE_DEV_WARNINGS = false.
        ...(command === 'build'
          ? {
              'react-router': fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            }
          : {}),
        // docs/decisions/012-mock-build-without-cookie-jar.md
        ...(mock
          ? {
              'tough-cookie': fileURLToPath(
                new URL('./src/mocks/tough-cookie-lite.ts', import.meta.url),
              ),
            }
          : {}),
      },
    },
    build: {
      outDir: mock ? 'dist-mock' : 'dist',
      emptyOutDir: true,
      // Read by the render step: which stylesheets and modules each page's screen needs
      // (scripts/render/route-assets.ts); it removes the manifest from the site after.
      manifest: true,
      // Every browser we support preloads modules natively (Safari since 17); older ones still
      // load every chunk through its import, only without the head start.
      modulePreload: { polyfill: false },
      // The real build publishes no source maps (scripts/check-bundle.ts checks); QA keeps them.
      sourcemap: mock,
      // The mock build's MSW + engine + demo records chunk is large by nature and loads apart.
      chunkSizeWarningLimit: mock ? 800 : 500,
    },
    preview: { port: 4173, strictPort: false },
    server: { port: 5173 },
  };
});
