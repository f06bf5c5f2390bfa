/** Fills `:param` placeholders of a link from the route's parameters (URL-encoded). */
export function fillLinkParams(link: string, params: Readonly<Record<string, string | undefined>>) {
  return link.replace(/:([A-Za-z_]\w*)/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : encodeURIComponent(value);
  });
}
