import { PRINT_STYLES } from '../shopping-list/print-styles';

/**
 * The recipe page's print stylesheet: the app chrome goes and the ink is dark on white as for the shopping
 * list (whose rules these reuse); the page's screen view is hidden by `print:hidden` and its print view
 * (RecipePrintView) shown, with margins that leave room for one A4 or Letter page. Rendered as
 * <style media="print"> by the page.
 */
export const RECIPE_PRINT_STYLES = `${PRINT_STYLES}
@page { margin: 12mm; }
.recipe-print img { print-color-adjust: exact; -webkit-print-color-adjust: exact; }
`;
