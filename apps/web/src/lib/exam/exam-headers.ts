/**
 * What an exam's access rules (#32) need from the browser, sent with the requests of taking a quiz: a random
 * id of this browser for one-device attempts (kept in localStorage; nothing else identifies the device), and,
 * inside Safe Exam Browser 3 (macOS, iOS, Windows 3.3.2+), the keys its JavaScript API offers: they are hashed
 * with this page's URL, so the page's URL goes with them.
 */
const DEVICE_KEY = 'mizan.device';

interface SebSecurity {
  configKey?: string;
  browserExamKey?: string;
  updateKeys?: (callback: () => void) => void;
}

let keysRequested = false;

function sebSecurity(): SebSecurity | undefined {
  const security = (globalThis as { SafeExamBrowser?: { security?: SebSecurity } }).SafeExamBrowser?.security;
  // SEB 3.0 for macOS/iOS fills the keys only after updateKeys() has been called once.
  if (security?.updateKeys && !keysRequested) {
    keysRequested = true;
    security.updateKeys(() => undefined);
  }
  return security;
}

function deviceId(): string | null {
  try {
    let id = localStorage.getItem(DEVICE_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_KEY, id);
    }
    return id;
  } catch {
    // Storage refused (private mode, blocked site data): a one-device exam then says how to fix it.
    return null;
  }
}

const EXAM_PATHS = /^\/?(quizzes|competitions)\//;

export function addExamHeaders(headers: Headers, url: string): void {
  if (!EXAM_PATHS.test(url)) return;
  const device = deviceId();
  if (device) headers.set('X-Mizan-Device', device);
  const seb = sebSecurity();
  if (seb?.configKey || seb?.browserExamKey) {
    headers.set('X-SafeExamBrowser-Url', location.href.split('#')[0] ?? location.href);
    if (seb.configKey) headers.set('X-SafeExamBrowser-ConfigKeyHash', seb.configKey);
    if (seb.browserExamKey) headers.set('X-SafeExamBrowser-RequestHash', seb.browserExamKey);
  }
}
