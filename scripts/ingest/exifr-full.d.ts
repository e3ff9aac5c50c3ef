// exifr has no `exports` map: `import exifr from 'exifr'` is its UMD build under Node (where
// `sidecar` hangs off the default export) but its ESM build under Vite and Vitest (where the
// default export has no `sidecar`). Importing the full ESM build by path is the same everywhere.
declare module 'exifr/dist/full.esm.mjs' {
  export { sidecar } from 'exifr';
}
