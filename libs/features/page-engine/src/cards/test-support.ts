// What the card tests share: a window of a chosen width, the carousel's observer, and the
// integrations index of the contract's examples.
import type { Card, CardIndexPage } from '@site-admin/api-client';

/** Answers media queries of `min-width` / `max-width` in px for a window `width` wide. */
export function mockWindowWidth(width: number): void {
  window.matchMedia = (query: string): MediaQueryList => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches =
      (min?.[1] === undefined || width >= Number(min[1])) &&
      (max?.[1] === undefined || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}

/**
 * jsdom has no IntersectionObserver, which the carousel uses to tell the slides in view; this one
 * reports every slide in view, so the tests can reach every card.
 */
export function installIntersectionObserver(): void {
  class AllInView {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    private pending: Element[] = [];
    constructor(private readonly callback: IntersectionObserverCallback) {}
    // One report for all the slides observed together, as a browser sends it.
    observe(target: Element): void {
      this.pending.push(target);
      if (this.pending.length > 1) return;
      queueMicrotask(() => {
        const entries = this.pending.map((slide) => ({
          target: slide,
          isIntersecting: true,
          intersectionRatio: 1,
        }));
        this.pending = [];
        this.callback(entries as unknown as IntersectionObserverEntry[], this);
      });
    }
    unobserve(): void {}
    disconnect(): void {}
    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }
  globalThis.IntersectionObserver = AllInView;
  if (typeof Element.prototype.scrollTo !== 'function')
    Element.prototype.scrollTo = () => undefined;
}

const card = (over: Partial<Card> & Pick<Card, 'text'>): Card => ({
  categories: [],
  upsell: false,
  upsellTo: null,
  icon: null,
  image: null,
  section: 'content',
  ...over,
});

export const analytics = { id: 1, name: 'Analytics' };
export const marketing = { id: 2, name: 'Marketing' };
export const social = { id: 3, name: 'Social media' };
export const liveChat = { id: 4, name: 'Live chat' };

export const googleAnalytics = card({
  id: 'google-analytics',
  text: 'Google Analytics',
  description: 'See who visits your site and how they found it.',
  image: 'https://cdn.sitebuilder.example/integrations/google-analytics.png',
  link: '/48213/content/integrations/create/google-analytics',
  categories: [analytics],
  itemData: {
    long_description:
      '<p>Add your measurement ID (G-XXXXXXX) and every page of your site is tracked.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    cookie_consent: true,
    screenshots: [
      'https://cdn.sitebuilder.example/integrations/google-analytics-1.png',
      'https://cdn.sitebuilder.example/integrations/google-analytics-2.png',
    ],
    guide_link: 'https://help.sitebuilder.example/articles/google-analytics',
  },
});

export const mailchimp = card({
  id: 'mailchimp',
  text: 'Mailchimp',
  description: 'Grow your mailing list from your sign-up forms.',
  link: '/48213/content/integrations/create/mailchimp',
  categories: [marketing],
  itemData: {
    long_description: '<p>Send new subscribers straight to a Mailchimp audience.</p>',
    cookie_consent: false,
    screenshots: ['https://cdn.sitebuilder.example/integrations/mailchimp-1.png'],
    guide_link: null,
  },
});

export const metaPixel = card({
  id: 'meta-pixel',
  text: 'Meta Pixel',
  description: 'Measure your Facebook and Instagram adverts.',
  link: '/48213/content/integrations/meta-pixel',
  categories: [marketing, social],
  upsell: true,
  upsellTo: { id: 52 },
  itemData: {
    long_description: '<p>Track purchases from your adverts.</p>',
    cookie_consent: true,
    screenshots: [],
    guide_link: 'https://help.sitebuilder.example/articles/meta-pixel',
  },
});

export const instagram = card({
  id: 'instagram-feed',
  text: 'Instagram feed',
  icon: 'instagram',
  link: '/48213/content/integrations/instagram-feed',
  categories: [social],
  itemData: { long_description: '<p>Connect your Instagram account.</p>' },
});

export const tawkTo = card({
  id: 'tawk-to',
  text: 'Tawk.to live chat',
  description: 'Chat to customers while they shop.',
  link: '/48213/content/integrations/tawk-to',
  categories: [liveChat],
});

/** No details: it follows its link. */
export const customCode = card({
  id: 'custom-code',
  text: 'Custom code',
  icon: 'code',
  link: '/48213/content/integrations/create/custom-code',
});

export function integrationsIndex(
  model: Card[] = [googleAnalytics, mailchimp, metaPixel, instagram, tawkTo, customCode],
): CardIndexPage {
  return {
    layout: 'card-index',
    resource: 'integrations',
    route: { params: { siteid: 48213 } },
    config: {
      title: 'Integrations',
      breadcrumbs: [
        { label: 'Content', link: '/48213/content' },
        { label: 'Integrations', link: null },
      ],
      noun: { singular: 'integration', plural: 'integrations' },
      searchable: true,
      // Not the order the cards name them in: the config's order wins.
      categories: [liveChat, social, analytics, marketing],
    },
    model,
  };
}

export function integrationsSearch(model: Card[] = [tawkTo]): CardIndexPage {
  const index = integrationsIndex(model);
  return {
    ...index,
    layout: 'card-directory',
    config: { ...index.config, categories: [liveChat] },
  };
}
