// Uploaded images are re-encoded in the Worker before they are stored: the header is checked
// first (a known type, a size a decoder can hold, a single frame), then the image is decoded,
// fitted to its use and written as WebP from its pixels alone, so no metadata (location, camera)
// survives. Photon (WASM) loads on the first upload only, not with every request.
import { readImageHeader } from "#app/server/images/image-header.server.ts";

/** Decoded pixels cost 4 bytes each; this keeps an upload well inside the Worker's memory. */
export const MAX_PIXELS = 4096 * 4096;

export const IMAGE_ERRORS = {
  notAnImage: "Choose an image file (JPEG, PNG, WebP or GIF).",
  tooManyPixels: "Images must be at most 4096 × 4096 pixels.",
  animated: "Choose a still image: animated images are not accepted.",
  unreadable: "This image could not be read. Try another file.",
} as const;

/**
 * How the image is fitted: `square` crops it to its centred square and scales that to the given
 * side (up or down); `within` scales it down, aspect kept, until it fits the box (never up).
 */
export type ImageFit = { square: number } | { within: { width: number; height: number } };

export type WebpImage = { ok: true; webp: Uint8Array; width: number; height: number } | { ok: false; error: string };

interface Size {
  width: number;
  height: number;
}

/** The largest size of the same aspect that fits `box` without growing; each side at least 1 px. */
export function sizeWithin(image: Size, box: Size): Size {
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  if (scale === 1) return { width: image.width, height: image.height };
  return {
    width: Math.max(1, Math.min(box.width, Math.round(image.width * scale))),
    height: Math.max(1, Math.min(box.height, Math.round(image.height * scale))),
  };
}

/** Why an upload cannot be decoded, read from its header alone; null when it may be. */
function headerProblem(upload: Uint8Array): string | null {
  const header = readImageHeader(upload);
  if (!header) return IMAGE_ERRORS.notAnImage;
  if (header.width < 1 || header.height < 1 || header.width * header.height > MAX_PIXELS)
    return IMAGE_ERRORS.tooManyPixels;
  if (header.animated) return IMAGE_ERRORS.animated;
  return null;
}

export async function toWebp(upload: Uint8Array, fit: ImageFit): Promise<WebpImage> {
  const problem = headerProblem(upload);
  if (problem) return { ok: false, error: problem };
  return fitToWebp((Photon) => Photon.PhotonImage.new_from_byteslice(upload), fit);
}

/** Raw RGBA pixels (e.g. a bitmap icon's), fitted and written as WebP like an upload. */
export async function rgbaToWebp(pixels: Uint8Array, width: number, height: number, fit: ImageFit): Promise<WebpImage> {
  if (width < 1 || height < 1 || width * height > MAX_PIXELS || pixels.length !== width * height * 4)
    return { ok: false, error: IMAGE_ERRORS.unreadable };
  return fitToWebp((Photon) => new Photon.PhotonImage(pixels, width, height), fit);
}

type Photon = typeof import("@cf-wasm/photon");

async function fitToWebp(decode: (photon: Photon) => InstanceType<Photon["PhotonImage"]>, fit: ImageFit) {
  const Photon = await import("@cf-wasm/photon");
  const { crop, resize, SamplingFilter } = Photon;
  // Every image Photon makes lives in WASM memory until it is freed.
  const made: InstanceType<Photon["PhotonImage"]>[] = [];
  const keep = (image: InstanceType<Photon["PhotonImage"]>) => {
    made.push(image);
    return image;
  };
  try {
    let image = keep(decode(Photon));
    const width = image.get_width();
    const height = image.get_height();
    let target: Size;
    if ("square" in fit) {
      const side = Math.min(width, height);
      const left = Math.floor((width - side) / 2);
      const top = Math.floor((height - side) / 2);
      if (side !== width || side !== height) image = keep(crop(image, left, top, left + side, top + side));
      target = { width: fit.square, height: fit.square };
    } else {
      target = sizeWithin({ width, height }, fit.within);
    }
    if (target.width !== image.get_width() || target.height !== image.get_height())
      image = keep(resize(image, target.width, target.height, SamplingFilter.Lanczos3));
    return { ok: true, webp: image.get_bytes_webp(), width: image.get_width(), height: image.get_height() } as const;
  } catch {
    return { ok: false, error: IMAGE_ERRORS.unreadable } as const;
  } finally {
    for (const image of made.reverse()) image.free();
  }
}

/** A stored WebP as PNG bytes, for drawings whose renderer (resvg) cannot read WebP; null when unreadable. */
export async function webpToPng(webp: Uint8Array): Promise<Uint8Array | null> {
  const { PhotonImage } = await import("@cf-wasm/photon");
  let image: InstanceType<typeof PhotonImage> | null = null;
  try {
    image = PhotonImage.new_from_byteslice(webp);
    return image.get_bytes();
  } catch {
    return null;
  } finally {
    image?.free();
  }
}
