/**
 * The build draws the sign-in page into its own copy of index.html (src/prerender/login-page.tsx), so a phone
 * paints it before any script has arrived (issue #17). The boot script in index.html decides before that paint
 * whether the drawing may stay: `data-prerendered` holds the language it was drawn in, or "off" when the visitor
 * reads the other language, has a session, or came with a query or history state the drawing does not show.
 */
const ATTRIBUTE = 'data-prerendered';

/**
 * Whether the app should hydrate the drawn page in `container`. When not, the drawing (kept hidden by the
 * stylesheet) is removed, so the app renders into an empty root as on every other page.
 */
export function hydratesPrerenderedPage(container: HTMLElement): boolean {
  const html = document.documentElement;
  const drawn = html.getAttribute(ATTRIBUTE);
  if (drawn && drawn !== 'off' && container.firstElementChild) return true;
  container.replaceChildren();
  html.removeAttribute(ATTRIBUTE);
  return false;
}
