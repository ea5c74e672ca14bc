import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { hashPassword } from '../lib/password.js';
import { usersRepo } from '../modules/accounts/users-repo.js';
import type { SeedOptions } from './run.js';

export const DEMO_STUDENT_EMAIL = 'student@mizan.local';
const DEMO_ACCOUNTS = [
  { email: DEMO_STUDENT_EMAIL, fullname: 'طالب تجريبي', role: 'student' },
  { email: 'admin@mizan.local', fullname: 'مدير ميزان', role: 'admin' },
] as const;

export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';
const rule = '='.repeat(72);

/**
 * Verified demo accounts with random passwords. The passwords exist in clear only here: printed once
 * on the start that creates the accounts, and kept (mode 600) in DATA_DIR/demo-credentials.txt.
 */
export async function seedDemoAccounts(db: Db, log: FastifyBaseLogger, { dataDir, announce }: SeedOptions): Promise<boolean> {
  const users = usersRepo(db);
  const created: string[] = [];
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByEmail(account.email)) continue;
    const password = randomBytes(12).toString('base64url');
    await users.insert({ ...account, passwordHash: await hashPassword(password), isVerified: true });
    created.push(`${account.role.padEnd(8)} ${account.email}  ${password}`);
  }
  if (!created.length) return false;

  const text = ['Mizan demo accounts (change or remove them before real use):', ...created.map((line) => `  ${line}`)].join('\n');
  if (dataDir) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(path.join(dataDir, DEMO_CREDENTIALS_FILE), `${text}\n`, { mode: 0o600 });
  }
  const file = dataDir ? path.join(dataDir, DEMO_CREDENTIALS_FILE) : undefined;
  // Plain lines on the console, never the JSON log: a log line showed them with literal \n, and logs travel further.
  announce?.([rule, text, ...(file ? [`  (also in ${file})`] : []), rule].join('\n'));
  log.info({ file }, 'demo accounts created');
  return true;
}
