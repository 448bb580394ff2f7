/**
 * Phone photos are large: shrink before upload so it is fast on a mobile connection, keeping
 * enough resolution for the analysis (long side 2048 px, like the server keeps). Orientation
 * from EXIF is applied by createImageBitmap; the re-encode drops the rest of the metadata too.
 */
export const UPLOAD_MAX_SIDE = 2048;

export async function shrinkPhoto(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file; // The server checks the content and says what is wrong.
  }
  const scale = Math.min(1, UPLOAD_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  if (scale === 1 && file.size < 1_500_000) {
    bitmap.close();
    return file;
  }
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.9));
  return blob && blob.size < file.size ? blob : file;
}

/**
 * Whether the browser can decode the file as an image: a text file renamed .png has an image type
 * but no picture, and must not get a broken preview and a 'Continue with photo' button.
 */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== 'function') return true;
  try {
    const bitmap = await createImageBitmap(file);
    bitmap.close();
    return true;
  } catch {
    return false;
  }
}
