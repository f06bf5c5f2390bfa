export type Tone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

/**
 * Spec 2 gives the tones of Y, T, A, S, F and C; the other codes of spec 1 take the tone closest
 * to their meaning (pre-trial is informative, expired or under review needs attention, closed
 * and deleted sites are lost).
 */
const tones: Record<string, Tone> = {
  Y: 'success',
  F: 'success',
  T: 'info',
  P: 'info',
  A: 'warning',
  X: 'warning',
  R: 'warning',
  S: 'danger',
  C: 'danger',
  U: 'danger',
  D: 'danger',
  DC: 'danger',
};

export function siteStatusTone(status: string): Tone {
  return tones[status] ?? 'neutral';
}

/** Chakra colour palettes for each tone. */
export const tonePalette: Record<Tone, string> = {
  success: 'green',
  info: 'blue',
  warning: 'orange',
  danger: 'red',
  neutral: 'gray',
};
