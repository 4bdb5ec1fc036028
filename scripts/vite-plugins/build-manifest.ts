/** One entry of Vite's build manifest (dist/.vite/manifest.json): a chunk's file, stylesheets and static imports. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

/** Vite's build manifest: manifest keys (source paths such as `src/app/routes/home.tsx`, or `index.html`) to chunks. */
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The stylesheets of manifest chunk `key` and of every chunk it imports statically (what loading it would add).
 * Throws when `key` (or a chunk it imports) is not in the manifest.
 */
export function stylesheetsOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return [...(chunk.css ?? []), ...(chunk.imports ?? []).flatMap((child) => stylesheetsOf(manifest, child, seen))];
}

/**
 * The files of manifest chunk `key` and of every chunk it imports statically, `key`'s first. Throws when `key` (or a
 * chunk it imports) is not in the manifest.
 */
export function scriptsOf(manifest: BuildManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => scriptsOf(manifest, child, seen))];
}
