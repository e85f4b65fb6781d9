/**
 * The shopping list's print stylesheet: the app chrome (sidebar, header, skip link, toasts) is hidden and the
 * page prints in dark ink on white, whichever theme is on screen. Rendered as <style media="print"> by the page,
 * so it applies only while the shopping list is shown.
 */
export const PRINT_STYLES = `
@page { margin: 14mm; }
[data-slot="sidebar"], [data-slot="sidebar-gap"], [data-slot="sidebar-container"], [data-slot="sheet-overlay"], [data-slot="sheet-content"],
header, a[href="#main-content"], [aria-label^="Notifications ("] { display: none !important; }
[data-slot="sidebar-wrapper"], [data-slot="sidebar-inset"] { display: block !important; min-height: 0 !important; }
:root, .dark {
  color-scheme: light;
  --background: #ffffff; --foreground: #111111; --card: #ffffff; --card-foreground: #111111;
  --muted: #f2f2f2; --muted-foreground: #444444; --border: #bbbbbb; --input: #444444;
  --primary: #111111; --primary-foreground: #ffffff; --accent: #f2f2f2; --accent-foreground: #111111;
}
html, body { background: #ffffff !important; }
`;
