import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemContext,
} from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/** The accent colours a sidebar section may name; the server sends the name. */
export const sectionColours = {
  'electric-blue': '#2450ff',
  green: '#13804b',
  purple: '#6b3fd4',
  orange: '#c2510c',
  red: '#c53030',
  teal: '#0f7c86',
  pink: '#b8327a',
} as const;

export type SectionColour = keyof typeof sectionColours;

export const DEFAULT_SECTION_COLOUR: SectionColour = 'electric-blue';

export function sectionColour(name: string | undefined): string {
  return name && name in sectionColours
    ? sectionColours[name as SectionColour]
    : sectionColours[DEFAULT_SECTION_COLOUR];
}

/**
 * Chakra's palettes less three the app never names (teal, cyan, pink): each palette is 27 tokens
 * that making the system registers and the static stylesheet declares (81 of its 666 tokens).
 * apps/admin/src/palettes.test.ts fails when the code names a palette left out here.
 */
const UNUSED_PALETTES = ['teal', 'cyan', 'pink'] as const;

function withoutUnusedPalettes<T extends object>(
  colours: T,
): Omit<T, (typeof UNUSED_PALETTES)[number]> {
  const unused: readonly string[] = UNUSED_PALETTES;
  return Object.fromEntries(
    Object.entries(colours).filter(([name]) => !unused.includes(name)),
  ) as Omit<T, (typeof UNUSED_PALETTES)[number]>;
}

/**
 * Chakra's theme without its recipe table: only the recipes of the components a first screen
 * draws (about 29 kB gzip less than all). Overlays and the chrome of lists
 * (theme/lazy-recipes.ts) and form fields (theme/field-recipes.ts) name their recipe where they
 * are drawn. A component whose recipe is in neither draws unstyled, so give a new Chakra
 * component its recipe (see README). Recipes come from `@chakra-ui/react/theme`: from
 * `@chakra-ui/react`, the bundler kept Chakra's whole recipe table (+16 kB gzip).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss: {
    ...globalCss,
    // A button in progress hides its label under the spinner with visibility: hidden, which
    // hides its name from screen readers too ('button, dimmed'): it is kept, only unseen. The
    // hiding is a style prop, drawn outside the layers: only !important outranks it.
    'button[data-loading] > span > span:last-child:not(.chakra-spinner)': {
      visibility: 'visible !important',
      color: 'transparent !important',
    },
  },
  theme: {
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      dataList: dataListSlotRecipe,
    },
  },
});

const config = defineConfig({
  theme: {
    // Spec 1 section 9: mobile 576, tablet 769, desktop 1024, widescreen 1216, fullhd 1408.
    breakpoints: {
      sm: '576px',
      md: '769px',
      lg: '1024px',
      xl: '1216px',
      '2xl': '1408px',
    },
    tokens: {
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
      },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#dfe6ff' },
          500: { value: sectionColours['electric-blue'] },
          600: { value: '#1a3fd6' },
          700: { value: '#1531a8' },
        },
      },
    },
    recipes: {
      // A link in the page's text is the brand's blue, not the text's own near-black: Chakra's
      // grey one could not be told from the words around it. Navigation sets its own colour.
      link: { variants: { variant: { plain: { color: 'brand.600' } } } },
      button: {
        variants: {
          variant: {
            // Chakra lightens a hovered or open solid button (its colour at 90% over the page),
            // which takes white text on blue or red below 4.5:1; a faint dark layer darkens it.
            solid: {
              _hover: {
                bg: 'colorPalette.solid',
                boxShadow: 'inset 0 0 0 100vmax rgb(0 0 0 / 0.1)',
              },
              _expanded: {
                bg: 'colorPalette.solid',
                boxShadow: 'inset 0 0 0 100vmax rgb(0 0 0 / 0.1)',
              },
            },
          },
        },
      },
    },
    semanticTokens: {
      colors: {
        // White text on Chakra's 600 shade of these palettes is below 4.5:1 (WCAG AA, axe's
        // color-contrast): their solid buttons and badges use the 700 shade.
        green: { solid: { value: { _light: '{colors.green.700}' } } },
        orange: { solid: { value: { _light: '{colors.orange.700}' } } },
      },
    },
  },
  globalCss: {
    'html, body, #root': { minHeight: '100%' },
    'html, body': { bg: 'gray.50' },
    // Whoever asks their system for less motion gets panels, menus and notifications that appear
    // and go at once. A near-zero time, not none: overlays unmount when their exit animation ends.
    // A spinner still turns, at its own pace: it is how a button says it is working.
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
    '.chakra-spinner': {
      _motionReduce: {
        animationDuration: 'var(--chakra-durations-slowest) !important',
        animationIterationCount: 'infinite !important',
      },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The app's Chakra system, made on first use: making it takes a slow phone some 35 ms, which the
 * app's start gives a task of its own (apps/admin/src/main.tsx), not the modules' loading.
 * `createSystem` merges (and deep-copies) its configs itself: merging them first copied the whole
 * theme twice while the app starts.
 */
export function appSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return system;
}
