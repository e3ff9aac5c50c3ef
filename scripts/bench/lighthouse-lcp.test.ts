import { describe, expect, it } from 'vitest';
import { elementFromTrace } from './lighthouse-lcp.ts';

const candidate = (candidateIndex: number, type: string, nodeName: string, isMainFrame = true) => ({
  name: 'largestContentfulPaint::Candidate',
  args: { data: { candidateIndex, type, nodeName, isMainFrame } },
});

describe('the LCP element read from the trace', () => {
  it("names the main frame's last candidate, with its image's path", () => {
    const events = [
      candidate(1, 'text', "H1 class='title'"),
      candidate(2, 'image', "IMG class='result-card-image'"),
      {
        name: 'LargestImagePaint::Candidate',
        args: {
          data: { candidateIndex: 2, imageUrl: 'http://127.0.0.1:5000/media/kite/kite-480.avif' },
        },
      },
      candidate(3, 'image', "IMG class='ad'", false),
    ];
    expect(elementFromTrace(events)).toBe(
      "image: <IMG class='result-card-image'> /media/kite/kite-480.avif",
    );
  });

  it('says so when the trace has no candidate', () => {
    expect(elementFromTrace([])).toBe('none in the trace');
  });
});
