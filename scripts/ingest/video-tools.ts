import { execFile } from 'node:child_process';

/** ffprobe/ffmpeg from PATH, when installed. Everything else works without them. */

export interface VideoProbe {
  durationSec: number | null;
  width: number | null;
  height: number | null;
  /** `creation_time` tag, ISO text, when the camera wrote one. */
  creationTime: string | null;
}

function run(command: string, args: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      command,
      args,
      { encoding: 'buffer', maxBuffer: 256 * 1024 * 1024, windowsHide: true },
      (error, stdout, stderr) => {
        if (error) {
          // ffmpeg prefixes its message with the input path, which the report already names.
          const last = stderr.toString('utf8').trim().split('\n').pop() ?? '';
          const detail = args.reduce((text, arg) => text.replace(`${arg}: `, ''), last);
          reject(new Error(`${command} failed${detail ? `: ${detail}` : ''}`));
        } else resolve(stdout);
      },
    );
  });
}

const available = new Map<string, Promise<boolean>>();

export function hasTool(command: 'ffmpeg' | 'ffprobe'): Promise<boolean> {
  let found = available.get(command);
  if (!found) {
    found = run(command, ['-version']).then(
      () => true,
      () => false,
    );
    available.set(command, found);
  }
  return found;
}

export async function probeVideo(path: string): Promise<VideoProbe> {
  const out = await run('ffprobe', [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const info = JSON.parse(out.toString('utf8')) as {
    format?: { duration?: string; tags?: Record<string, string> };
    streams?: { codec_type?: string; width?: number; height?: number }[];
  };
  const video = info.streams?.find((stream) => stream.codec_type === 'video');
  const duration = Number(info.format?.duration);
  return {
    durationSec:
      Number.isFinite(duration) && duration > 0 ? Math.round(duration * 100) / 100 : null,
    width: video?.width ?? null,
    height: video?.height ?? null,
    creationTime: info.format?.tags?.creation_time ?? null,
  };
}

/** Where the poster frame is taken: a moment in, past any fade from black. */
export function posterTime(durationSec: number | null): number {
  return durationSec === null ? 0 : Math.min(1, Math.round(durationSec * 25) / 100);
}

/** One frame as PNG (lossless, so the JPEG made from it is the same on every run). */
export function extractFrame(path: string, atSec: number): Promise<Buffer> {
  return run('ffmpeg', [
    '-v',
    'error',
    '-ss',
    String(atSec),
    '-i',
    path,
    '-frames:v',
    '1',
    '-f',
    'image2pipe',
    '-vcodec',
    'png',
    '-',
  ]);
}
