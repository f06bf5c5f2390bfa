/** Fills `:param` placeholders of a server link from the route's parameters. */
export function fillLinkParams(link: string, params: Readonly<Record<string, string | undefined>>) {
  return link.replace(
    /:([A-Za-z_]\w*)/g,
    (placeholder, name: string) => params[name] ?? placeholder,
  );
}
