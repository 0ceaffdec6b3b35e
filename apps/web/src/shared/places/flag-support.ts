let supported: boolean | undefined;

/**
 * Whether this system draws a pair of regional indicators as one flag. Windows and a Linux
 * without an emoji font draw two letters or two empty boxes instead: there the code, already
 * shown beside the name, stands alone. Measured once on a canvas: a flag is one glyph as wide as
 * one indicator, two letters are twice as wide.
 */
export function flagsSupported(): boolean {
  if (supported === undefined) supported = measure();
  return supported;
}

function measure(): boolean {
  try {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return false;
    context.font = '32px sans-serif';
    const pair = context.measureText('\u{1F1E8}\u{1F1F3}').width;
    const one = context.measureText('\u{1F1E8}').width;
    return pair > 0 && pair < one * 1.5;
  } catch {
    return false;
  }
}
