/**
 * The recipes of Chakra components no first screen draws: overlays (dialogs, drawers, menus,
 * toasts, tooltips) and the chrome of lists and card pages (tables, tabs, breadcrumbs, carousels). Each
 * names its recipe where it is drawn (`<Dialog.Root recipe={dialogRecipe}>`), so the recipe loads
 * with the first chunk that draws it, not with the theme (about 3 kB gzip less on the first
 * screen). Form fields name theirs the same way (theme/field-recipes.ts).
 * The lint rule in eslint.config.js names the components that must pass theirs.
 */
import {
  breadcrumbSlotRecipe,
  carouselSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  menuSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

export {
  carouselSlotRecipe,
  menuSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
};

/**
 * A dialog's or drawer's buttons never leave it: the footer wraps them onto more rows and a
 * button's own label wraps inside the dialog's width ('Go to Hartley & Finch Ceramics' on a phone).
 */
const wrappingFooter = {
  flexWrap: 'wrap',
  '& > button, & > a': {
    maxWidth: '100%',
    whiteSpace: 'normal',
    height: 'auto',
    minHeight: '10',
    paddingBlock: '2',
    textAlign: 'center',
  },
} as const;

export const dialogRecipe = {
  ...dialogSlotRecipe,
  base: {
    ...dialogSlotRecipe.base,
    footer: { ...dialogSlotRecipe.base?.['footer'], ...wrappingFooter },
  },
};

/**
 * Breadcrumbs wrap between crumbs on a phone. Chakra's `word-break: break-word` let each crumb
 * shrink to a letter's width, so 'Dashboard' broke as 'Dashboar/d'; a crumb longer than the line
 * (a domain) still breaks, on its own line.
 */
export const breadcrumbRecipe = {
  ...breadcrumbSlotRecipe,
  base: {
    ...breadcrumbSlotRecipe.base,
    list: {
      ...breadcrumbSlotRecipe.base?.['list'],
      flexWrap: 'wrap',
      rowGap: '1',
      wordBreak: 'normal',
      overflowWrap: 'break-word',
    },
    item: { ...breadcrumbSlotRecipe.base?.['item'], minWidth: '0' },
  },
};

export const drawerRecipe = {
  ...drawerSlotRecipe,
  base: {
    ...drawerSlotRecipe.base,
    footer: { ...drawerSlotRecipe.base?.['footer'], ...wrappingFooter },
  },
};
