/**
 * The server announces a third-party analytics script through a meta tag only when it is configured;
 * a script element (not inline code) keeps the page within its CSP.
 */
export function loadAnalytics(): void {
  const src = document.querySelector<HTMLMetaElement>('meta[name="mizan-analytics"]')?.content.trim();
  if (!src) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.append(script);
}
