/**
 * True when the device draws emoji in colour. A system without an emoji font draws an empty box
 * in the text colour instead; the game then shows symbol names. Asked once, on a small canvas.
 */
export const canDrawColourEmoji = (): boolean => {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 16;
  let context: CanvasRenderingContext2D | null = null;
  try {
    context = canvas.getContext('2d', { willReadFrequently: true });
  } catch {
    return true;
  }
  // Without a canvas the page cannot tell; most devices have an emoji font.
  if (!context) return true;
  context.fillStyle = '#000';
  context.textBaseline = 'top';
  context.font = '14px sans-serif';
  context.fillText('🍒', 0, 0);
  const { data } = context.getImageData(0, 0, 16, 16);
  for (let i = 0; i < data.length; i += 4) {
    if ((data[i] ?? 0) > 0 || (data[i + 1] ?? 0) > 0 || (data[i + 2] ?? 0) > 0) return true;
  }
  return false;
};
