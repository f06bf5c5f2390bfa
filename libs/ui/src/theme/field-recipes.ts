/**
 * The recipes of form fields (inputs, checkboxes, radios, switches, selects, tags, a field's
 * popover help), which no dashboard first screen draws: each names its recipe where it is drawn
 * (`<Input recipe={inputRecipe}>`, `<Field.Root recipe={fieldSlotRecipe}>`), so each recipe loads
 * with the first chunk that draws its field (about 4 kB gzip less on the first screen). The lint
 * rule in eslint.config.js names the components that must pass theirs.
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
