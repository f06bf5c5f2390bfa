// A stand-in for the backend's image thumbnails (`GET /image?i=&w=&h=`, loaded by <img>, so
// without the XHR marker): a tinted square of the asked size, a different tint per image id.

const tints = ['#c9d6df', '#e3c9b5', '#cfe0c3', '#d8c8e0', '#f0dca8', '#bcd4e6'];

export function isImagePath(pathname: string): boolean {
  return pathname === '/image';
}

/** Keeps a size parameter to a sensible whole number of pixels. */
function sizeOf(value: string | null): number {
  const size = Math.round(Number(value));
  return Number.isFinite(size) && size >= 8 && size <= 2000 ? size : 96;
}

export function imageStandIn(url: URL): string {
  const id = Math.abs(Math.round(Number(url.searchParams.get('i')))) || 0;
  const width = sizeOf(url.searchParams.get('w'));
  const height = sizeOf(url.searchParams.get('h'));
  const tint = tints[id % tints.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${tint}"/><circle cx="${width * 0.7}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.12}" fill="#ffffff" opacity="0.7"/><path d="M0 ${height} L${width * 0.4} ${height * 0.45} L${width * 0.7} ${height * 0.75} L${width} ${height * 0.5} L${width} ${height} Z" fill="#000000" opacity="0.15"/></svg>`;
}
