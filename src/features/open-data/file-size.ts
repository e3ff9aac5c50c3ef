/** A file's size as a person reads it: `812 bytes`, `34.5 KB`, `2.1 MB` (1 KB = 1,000 bytes). */
export function fileSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
