/**
 * The one sidebar link that is current for an address (spec 2: "an active item by route"). A link
 * matches when its path is the address's path or a parent of it, and every query value it names
 * (the `?i=` of an older page) is the address's. Of those, the deepest path wins, then the link
 * naming the most query values; so `/shop?i=delivery` marks Delivery, not Settings (`/shop`), and
 * `/shop/orders/10452` marks Orders.
 */
export function activeLink(
  links: readonly string[],
  location: { pathname: string; search: string },
): string | undefined {
  const here = trimSlash(location.pathname);
  const query = new URLSearchParams(location.search);
  let best: { link: string; depth: number; named: number } | undefined;
  for (const link of links) {
    const url = new URL(link, 'http://app.local');
    const path = trimSlash(url.pathname);
    if (here !== path && !here.startsWith(`${path}/`)) continue;
    const named = [...url.searchParams];
    if (!named.every(([name, value]) => query.get(name) === value)) continue;
    const depth = path.split('/').length;
    if (!best || depth > best.depth || (depth === best.depth && named.length > best.named))
      best = { link, depth, named: named.length };
  }
  return best?.link;
}

function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
