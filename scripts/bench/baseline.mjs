// The yardstick for submit-answer: a bare Fastify route that verifies a JWT and does one
// INSERT … ON CONFLICT DO UPDATE through pg — the least any real submit must do.
// Run as a child process: `node baseline.mjs <databaseUrl> <jwtSecret>`; prints its port on stdout.
import Fastify from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

const [databaseUrl, secret] = process.argv.slice(2);
const key = new TextEncoder().encode(secret);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
await pool.query(
  'create table if not exists bench_baseline (trial_id uuid not null, question_id int not null, answer_id int, submitted_at timestamptz not null default now(), primary key (trial_id, question_id))',
);

const app = Fastify({ logger: false });
app.post('/baseline/:trialId/:questionId', async (request, reply) => {
  const token = request.headers.authorization?.slice(7) ?? '';
  try {
    await jwtVerify(token, key, { algorithms: ['HS256'] });
  } catch {
    return reply.code(401).send({ detail: 'token_not_valid' });
  }
  const { trialId, questionId } = request.params;
  await pool.query(
    'insert into bench_baseline (trial_id, question_id, answer_id) values ($1, $2, $3) on conflict (trial_id, question_id) do update set answer_id = excluded.answer_id, submitted_at = now()',
    [trialId, Number(questionId), request.body?.selected_answer_id ?? null],
  );
  return { status: 'ok' };
});
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(app.server.address().port);
process.on('SIGTERM', () =>
  app
    .close()
    .then(() => pool.end())
    .then(() => process.exit(0)),
);
