import type { ViewerZoom } from './viewer-types';

/** The image on the stage: its top-left corner and drawn width, in CSS pixels. */
export interface Placement {
  left: number;
  top: number;
  width: number;
}

export interface Stage {
  width: number;
  height: number;
}

/**
 * A zoom as a link keeps it: the zoom against the fitted size and the point of the image at the
 * centre of the stage, as shares of its width and height. Another screen then opens on the same
 * detail at the same share of its own stage.
 */
export function zoomOfPlacement(
  placement: Placement,
  image: { width: number; height: number },
  fitWidth: number,
  stage: Stage,
): ViewerZoom {
  const height = (placement.width * image.height) / image.width;
  return {
    zoom: round(placement.width / fitWidth, 100),
    x: round((stage.width / 2 - placement.left) / placement.width, 10_000),
    y: round((stage.height / 2 - placement.top) / height, 10_000),
  };
}

export function placementOfZoom(
  zoom: ViewerZoom,
  image: { width: number; height: number },
  fitWidth: number,
  stage: Stage,
): Placement {
  const width = fitWidth * zoom.zoom;
  const height = (width * image.height) / image.width;
  return { left: stage.width / 2 - zoom.x * width, top: stage.height / 2 - zoom.y * height, width };
}

function round(value: number, steps: number): number {
  return Math.round(value * steps) / steps;
}
