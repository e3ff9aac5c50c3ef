// exifr has no `exports` map; its lite ESM build (chunked readers, IFD0/EXIF/GPS parsing, no
// IPTC dictionaries) carries the same API as the package's main types describe.
declare module 'exifr/dist/lite.esm.mjs' {
  export { parse } from 'exifr';
}
