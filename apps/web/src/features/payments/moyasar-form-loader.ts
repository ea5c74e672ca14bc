import type { MoyasarFormOptions } from './checkout';

/** The global that Moyasar's form script defines. */
export interface MoyasarGlobal {
  init(options: MoyasarFormOptions & { element: Element }): void;
}

declare global {
  interface Window {
    Moyasar?: MoyasarGlobal;
  }
}

/** One load per script URL for the whole session; a failed load is forgotten so "retry" really retries. */
const loads = new Map<string, Promise<MoyasarGlobal>>();

/** Adds a <link>/<script> to <head> and settles when it has loaded; a failed tag is removed again. */
function attach(element: HTMLLinkElement | HTMLScriptElement): Promise<void> {
  return new Promise((resolve, reject) => {
    element.addEventListener('load', () => resolve(), { once: true });
    element.addEventListener(
      'error',
      () => {
        element.remove();
        reject(new Error(`could not load ${element instanceof HTMLLinkElement ? element.href : element.src}`));
      },
      { once: true },
    );
    document.head.append(element);
  });
}

/** After a half-failed attempt, the part that did load is kept and not added twice. */
function loadStylesheet(href: string): Promise<void> {
  const loaded = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href === href);
  if (loaded) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  return attach(link);
}

function loadScript(src: string): Promise<MoyasarGlobal> {
  if (window.Moyasar) return Promise.resolve(window.Moyasar);
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  return attach(script).then(() => {
    if (!window.Moyasar) {
      script.remove();
      throw new Error(`${src} did not define Moyasar`);
    }
    return window.Moyasar;
  });
}

/** Moyasar's form script and stylesheet (both needed for a usable form), loaded once. */
export function loadMoyasarForm(scriptUrl: string, stylesheetUrl: string | null): Promise<MoyasarGlobal> {
  let load = loads.get(scriptUrl);
  if (!load) {
    load = Promise.all([loadScript(scriptUrl), stylesheetUrl ? loadStylesheet(stylesheetUrl) : undefined]).then(([moyasar]) => moyasar);
    load.catch(() => loads.delete(scriptUrl));
    loads.set(scriptUrl, load);
  }
  return load;
}
