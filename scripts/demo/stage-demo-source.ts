import { execFileSync } from 'node:child_process';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The demo shows the path an owner's files take: for these photos the title, description,
 * keywords, creator and credit live in the file's own XMP (written here with exiftool, as a
 * photographer's tools do) instead of the JSON sidecar. demo:media ingests a staged copy of
 * demo/media where that is so; the committed files and sidecars stay as they are.
 */
export const EMBEDDED_DEMO_PHOTOS = [
  'fallen-leaf.jpg',
  'path.jpg',
  'kite.jpg',
  'colorful-cups.jpg',
] as const;

/**
 * The people in demo photos, as their credits name them, written into the staged file as IPTC
 * Extension's PersonInImage (as a newsroom's captioning tool does): the People facet and line.
 */
export const PEOPLE_IN_DEMO_PHOTOS: Readonly<Record<string, readonly string[]>> = {
  'astronaut.jpg': ['Eileen Collins'],
};

/** exiftool's usual arguments here: quiet, past minor faults, timestamps and bytes stable. */
const EXIFTOOL_WRITE = [
  '-q',
  '-q',
  // -m: these files' own XMP has minor faults (an empty rdf:Seq) that would stop the write.
  '-m',
  '-P',
  // No "Image::ExifTool 13.x" stamp: the staged bytes (and the committed ids' sha256) then do
  // not depend on the exiftool version installed.
  '-XMP-x:XMPToolkit=',
  '-overwrite_original',
];

interface DemoSidecar {
  title?: string;
  description?: string;
  tags?: string[];
  creator?: string | null;
  credit?: string;
  [field: string]: unknown;
}

const MOVED = ['title', 'description', 'tags', 'creator', 'credit'] as const;

/** exiftool arguments writing a sidecar's moved fields as XMP (and IPTC keywords, caption). */
export function embeddedArgs(sidecar: DemoSidecar): string[] {
  return [
    '-charset',
    'iptc=UTF8',
    '-codedcharacterset=utf8',
    ...(sidecar.title
      ? [`-XMP-dc:Title=${sidecar.title}`, `-IPTC:ObjectName=${sidecar.title}`]
      : []),
    ...(sidecar.description
      ? [
          `-XMP-dc:Description=${sidecar.description}`,
          `-IPTC:Caption-Abstract=${sidecar.description}`,
        ]
      : []),
    ...(sidecar.tags ?? []).flatMap((tag) => [`-XMP-dc:Subject=${tag}`, `-IPTC:Keywords=${tag}`]),
    ...(sidecar.creator
      ? [`-XMP-dc:Creator=${sidecar.creator}`, `-IPTC:By-line=${sidecar.creator}`]
      : []),
    ...(sidecar.credit ? [`-XMP-photoshop:Credit=${sidecar.credit}`] : []),
  ];
}

/** The sidecar without the fields the file now carries (the licence, dates, place stay). */
export function trimmedSidecar(sidecar: DemoSidecar): DemoSidecar {
  const moved = new Set<string>(MOVED);
  return Object.fromEntries(Object.entries(sidecar).filter(([field]) => !moved.has(field)));
}

function requireExiftool(): void {
  try {
    execFileSync('exiftool', ['-ver'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'demo:media: exiftool was not found on PATH (install libimage-exiftool-perl; .ci/run does)',
    );
  }
}

/** Copies `source` to `staging` (timestamps kept) and moves the fields above into the files. */
export async function stageDemoSource(source: string, staging: string): Promise<void> {
  requireExiftool();
  await rm(staging, { recursive: true, force: true });
  await cp(source, staging, { recursive: true, preserveTimestamps: true });
  for (const file of EMBEDDED_DEMO_PHOTOS) {
    const sidecarPath = join(staging, `${file}.json`);
    const sidecar = JSON.parse(await readFile(sidecarPath, 'utf8')) as DemoSidecar;
    execFileSync('exiftool', [...EXIFTOOL_WRITE, ...embeddedArgs(sidecar), join(staging, file)]);
    await writeFile(sidecarPath, `${JSON.stringify(trimmedSidecar(sidecar), null, 2)}\n`);
  }
  for (const [file, people] of Object.entries(PEOPLE_IN_DEMO_PHOTOS)) {
    const names = people.map((name) => `-XMP-iptcExt:PersonInImage=${name}`);
    execFileSync('exiftool', [...EXIFTOOL_WRITE, ...names, join(staging, file)]);
  }
}
