export {
  horizontalMove,
  horizontalStep,
  isPrintableKey,
  typeaheadMatch,
  verticalMove,
} from "./focusMoves";
export { MENU_ITEM_CLASSES, MENU_PANEL_CLASSES } from "./menuClasses";
export { menuItemsOf, typeaheadNamesOf } from "./menuItems";
export { useMenuPopup } from "./useMenuPopup";
