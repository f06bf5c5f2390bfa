// The Content-Security-Policy the server sends with the app's page. The built page carries the
// same policy in a meta tag (apps/admin/index.html), but a meta tag cannot say who may frame the
// page: only this header's `frame-ancestors` keeps the app (its delete and pay buttons) out of
// another site's frame.

/**
 * Where the app's images come from: the hosts the contract's replies name (the platform's CDN
 * and site hosts, the example shop's own domain) and the video provider's thumbnails.
 */
export const IMAGE_HOSTS = [
  'https://cdn.sitebuilder.example',
  'https://*.sitebuilder.example',
  'https://hartleyandfinch.co.uk',
  'https://i.vimeocdn.com',
] as const;

/** Third-party scripts the app loads on purpose: the card provider and the address search. */
export const SCRIPT_HOSTS = [
  'https://js.card-provider.example',
  'https://services.address-lookup.example',
] as const;

export const CSP_DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  // 'unsafe-eval': ajv compiles the form schemas into functions. Never inline scripts.
  `script-src 'self' 'unsafe-eval' ${SCRIPT_HOSTS.join(' ')}`,
  // Chakra's style engine (Emotion) writes style elements at run time; the address search
  // brings the stylesheet of its results list.
  "style-src 'self' 'unsafe-inline' https://services.address-lookup.example",
  `img-src 'self' data: ${IMAGE_HOSTS.join(' ')}`,
  "connect-src 'self' https://vimeo.com",
  "frame-src 'self' https://player.vimeo.com https://js.card-provider.example",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.join('; ');

/** The older pages' stand-ins carry their own inline scripts; they only say who may frame them. */
export const LEGACY_PAGE_POLICY = "frame-ancestors 'self'; object-src 'none'";
