/** Read a QR code from pixels with jsQR (loaded on first use: only the scan page needs it). */
export async function decodePixels(image: ImageData): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

/** Draw an image source onto a canvas (at most 1024 px on the long side) and read its pixels. */
export function pixelsOf(source: CanvasImageSource, width: number, height: number, canvas = document.createElement('canvas')): ImageData | null {
  const scale = Math.min(1, 1024 / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return ctx.getImageData(0, 0, canvas.width, canvas.height);
}

/** The QR code in an uploaded picture, or null when none can be read. */
export async function decodeFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  try {
    const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height);
    return pixels ? await decodePixels(pixels) : null;
  } finally {
    bitmap.close();
  }
}
