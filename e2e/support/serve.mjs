// The product as a user gets it (built server + SPA, fresh data folder, demo content) plus a real SMTP
// listener that keeps every mail as JSON under $E2E_DATA_DIR/mail, where the tests read their codes.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const dataDir = process.env.E2E_DATA_DIR;
const mailDir = path.join(dataDir, 'mail');
mkdirSync(mailDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        const file = path.join(mailDir, `${Date.now()}-${++received}.json`);
        // Written aside then renamed: a test reading the folder meanwhile never sees a half-written mail.
        writeFileSync(`${file}.part`, JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html || '' }));
        renameSync(`${file}.part`, file);
        callback();
      })
      .catch(callback);
  },
});
smtp.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1');

// With TEST_DATABASE_URL (CI has PostgreSQL) the server runs on a fresh PostgreSQL database: queries then run in
// PostgreSQL's own processes beside the browsers instead of in the server's one thread (embedded PGlite), which
// is what the browser tests spent most of their time waiting on. Without it, the embedded database as `npm start`.
async function freshPostgres(adminUrl) {
  if (!adminUrl) return { url: '', drop: async () => undefined };
  const name = `mizan_e2e_${randomBytes(4).toString('hex')}`;
  const admin = async (text) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
const database = await freshPostgres(process.env.TEST_DATABASE_URL);

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  database.drop().then(
    () => process.exit(code ?? 0),
    () => process.exit(code ?? 0),
  );
});
