/**
 * The recipes of form fields (inputs, checkboxes, radios, switches, selects, tags, a field's
 * popover help), which no dashboard first screen draws: each names its recipe where it is drawn
 * (`<Input recipe={inputRecipe}>`, `<Field.Root recipe={fieldSlotRecipe}>`), so the recipes load
 * with the first list, form or dialog that draws a field (about 4 kB gzip less on the first
 * screen). A list page draws its search box and page size with them, so a form opened from it
 * finds them there. The lint rule in eslint.config.js names the components that must pass theirs.
 */
export {
  checkboxSlotRecipe,
  fieldSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  radioGroupSlotRecipe,
  segmentGroupSlotRecipe,
  switchSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';
