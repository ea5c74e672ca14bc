// The product as a user gets it (built server + SPA, fresh data folder, demo content) plus a real SMTP
// listener that keeps every mail as JSON under $E2E_DATA_DIR/mail, where the tests read their codes.
import { spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
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

const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: process.env.E2E_PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
  },
});
const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
