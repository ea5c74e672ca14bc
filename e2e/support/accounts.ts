import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { mailsTo, waitForCode, type Lang } from './fixtures.js';

export interface Student {
  email: string;
  password: string;
  fullname: string;
  access: string;
  refresh: string;
}

/** A fresh student registered and verified through the real API and the test SMTP listener. */
export async function registerStudent(
  request: APIRequestContext,
  lang: Lang = 'ar',
  fullname = lang === 'ar' ? 'سارة أحمد' : 'Sarah Ahmed',
): Promise<Student> {
  const email = `student-${randomBytes(5).toString('hex')}@example.com`;
  const password = `Mizan-${randomBytes(6).toString('hex')}`;
  const headers = { 'accept-language': lang };
  const before = mailsTo(email).length;
  const registered = await request.post('/api/v1/auth/register/', { data: { email, password, fullname }, headers });
  if (registered.status() !== 201) throw new Error(`register: ${registered.status()} ${await registered.text()}`);
  const code = await waitForCode(email, before);
  const validated = await request.post('/api/v1/auth/validate-email/', { data: { email, code }, headers });
  if (!validated.ok()) throw new Error(`validate-email: ${validated.status()} ${await validated.text()}`);
  const { access, refresh } = (await validated.json()) as { access: string; refresh: string };
  return { email, password, fullname, access, refresh };
}

/** Opens the app already signed in as the student (tokens where the client keeps them). */
export async function signInAs(page: Page, student: Pick<Student, 'access' | 'refresh'>) {
  await page.addInitScript(({ access, refresh }) => {
    if (!window.sessionStorage.getItem('e2e-signed-in')) {
      window.localStorage.setItem('access', access);
      window.localStorage.setItem('refresh', refresh);
      window.sessionStorage.setItem('e2e-signed-in', '1');
    }
  }, student);
}

/** The seeded demo admin (DATA_DIR/demo-credentials.txt of the e2e server), signed in through the real API. */
export async function signInDemoAdmin(request: APIRequestContext): Promise<Student> {
  const file = path.join(process.env['E2E_DATA_DIR'] ?? '', 'demo-credentials.txt');
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((l) => l.includes('admin@mizan.local'));
  const [, email, password] = line?.trim().split(/\s+/) ?? [];
  if (!email || !password) throw new Error(`no demo admin in ${file}`);
  // Twenty specs sign this one account in, three at a time: the login limiter (the product's, kept on) may ask one
  // to wait a few seconds, as it would a person. A clean-clone CI run failed once on that 429.
  for (let attempt = 1; ; attempt++) {
    const response = await request.post('/api/v1/auth/login/', { data: { email, password } });
    if (response.status() === 429 && attempt < 10) {
      const seconds = Number(response.headers()['retry-after']) || 2;
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 250));
      continue;
    }
    if (!response.ok()) throw new Error(`login: ${response.status()} ${await response.text()}`);
    const { access, refresh } = (await response.json()) as { access: string; refresh: string };
    return { email, password, fullname: 'مدير ميزان', access, refresh };
  }
}
