// Requests per second and latency on each hot path, plus the submit-answer baseline ratios (PostgreSQL): single
// choice, multiple response and ordering.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from '../lib.mjs';
import { measure } from './measure.mjs';
import { cpuMs } from './server.mjs';

const json = async (res) => {
  if (!res.ok) throw new Error(`${res.status} ${await res.text()}`);
  return res.json();
};

async function startBaseline(databaseUrl, jwtSecret) {
  const child = spawn(process.execPath, [path.join(root, 'scripts/bench/baseline.mjs'), databaseUrl, jwtSecret], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve) => child.stdout.once('data', (d) => resolve(Number(String(d).trim()))));
  return { url: `http://127.0.0.1:${port}`, cpuMs: () => cpuMs(child.pid), stop: () => child.kill('SIGTERM') };
}

export async function benchThroughput(server, { duration, connections }) {
  const { api, quizId, userIds, sign } = server;
  const tokens = await Promise.all(userIds.map((id) => sign(id)));
  const as = (i) => ({ headers: { authorization: `Bearer ${tokens[i % tokens.length]}` } });
  // Setup calls between the measured runs; a connection dropped under load is tried again, as a client would (starting
  // the same user's trial again answers the trial already begun).
  const call = async (i, method, url, body, attempt = 1) => {
    try {
      const res = await fetch(`${api}${url}`, {
        method,
        headers: { 'content-type': 'application/json', ...as(i).headers },
        body: body && JSON.stringify(body),
      });
      return await json(res);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof TypeError)) throw err;
      console.log(`  ${method} ${url}: ${err.cause?.code ?? err.message}, trying again`);
      return call(i, method, url, body, attempt + 1);
    }
  };
  const rows = [];
  const run = async (spec) => rows.push(await metered(spec));
  // Server CPU per request beside the rates: comparable across runs even when other work shares the machine.
  const metered = async (spec, process = server) => {
    const before = process.cpuMs();
    const row = await measure({ duration, connections, ...spec });
    const after = process.cpuMs();
    return {
      ...row,
      'cpu ms/req': before === null || after === null || !row.requests ? null : Number(((after - before) / row.requests).toFixed(2)),
    };
  };

  await run({ name: 'GET /api/health', url: `${server.baseUrl}/api/health` });
  await run({ name: 'GET privacy-policy/', url: `${api}privacy-policy/?limit=100&page=1` });
  await run({
    name: 'POST visitors/track-visitor/',
    url: `${api}visitors/track-visitor/`,
    method: 'POST',
    body: { page_url: '/dashboard' },
  });
  await run({ name: 'GET quizzes/quizzes/ (list)', url: `${api}quizzes/quizzes/?limit=10&page=1`, pick: as });

  // Every start is a new trial of a different user (user 0 is kept for the single-trial paths).
  const starters = Math.min(userIds.length - 1, 3000);
  await run({
    name: 'POST …/start/ (new trial)',
    url: `${api}quizzes/quizzes/${quizId}/start/`,
    method: 'POST',
    body: {},
    pick: (i) => as(1 + (i % starters)),
    amount: starters,
  });

  // The same starters on two 40-question quizzes: fixed questions, and a random draw of 40 from 80 per trial.
  for (const [label, id] of [
    ['fixed 40', server.fixed40Id],
    ['random draw 40 of 80', server.draw40Id],
  ]) {
    await run({
      name: `POST …/start/ (new trial, ${label})`,
      url: `${api}quizzes/quizzes/${id}/start/`,
      method: 'POST',
      body: {},
      pick: (i) => as(1 + (i % starters)),
      amount: starters,
    });
  }

  const trial = await call(0, 'POST', `quizzes/quizzes/${quizId}/start/`, {});
  const question = await call(0, 'GET', `quizzes/trial/${trial.id}/questions/${trial.first_question.id}/`);
  const answerIds = question.answers.map((a) => a.id);
  await run({ name: 'GET …/questions/{id}/', url: `${api}quizzes/trial/${trial.id}/questions/${question.id}/`, pick: () => as(0) });
  const submitUrl = `${api}quizzes/trials/${trial.id}/question/${question.id}/submit-answer/`;
  const submit = await metered({
    name: 'POST …/submit-answer/',
    url: submitUrl,
    method: 'POST',
    pick: (i) => ({ ...as(0), body: JSON.stringify({ selected_answer_id: answerIds[i % answerIds.length] }) }),
  });
  rows.push(submit);

  // Typed responses (#12): checked against the question in process, stored as JSON by the same one statement.
  const typed = await call(0, 'POST', `quizzes/quizzes/${server.typesQuizId}/start/`, {});
  const typedIds = await call(0, 'GET', `quizzes/quizzes/${server.typesQuizId}/trials/${typed.id}/questions/ids/`);
  const typedQuestions = await Promise.all(typedIds.map((q) => call(0, 'GET', `quizzes/trial/${typed.id}/questions/${q.id}/`)));
  const ofType = (type) => typedQuestions.find((q) => q.type === type);
  const multiple = ofType('multiple_response');
  const ordering = ofType('ordering');
  const optionIds = multiple.answers.map((a) => String(a.id));
  const itemIds = ordering.items.map((item) => item.id);
  const rotated = (ids, i) => [...ids.slice(i % ids.length), ...ids.slice(0, i % ids.length)];
  const typedSubmits = {};
  for (const [type, question, response] of [
    ['multiple-response', multiple, (i) => ({ option_ids: rotated(optionIds, i).slice(0, 1 + (i % optionIds.length)) })],
    ['ordering', ordering, (i) => ({ order: rotated(itemIds, i) })],
  ]) {
    typedSubmits[type] = await metered({
      name: `POST …/submit-answer/ (${type})`,
      url: `${api}quizzes/trials/${typed.id}/question/${question.id}/submit-answer/`,
      method: 'POST',
      pick: (i) => ({ ...as(0), body: JSON.stringify({ response: response(i) }) }),
    });
    rows.push(typedSubmits[type]);
  }

  // Written answers (#28): an essay of about 1,000 Arabic characters (sanitized, words counted) against a short text
  // answer of the question-types quiz; budget: an essay submit takes at most 1.5× a short text's (at the same
  // connections, the inverse ratio of their rates).
  const shortText = ofType('short_text');
  const written = await call(0, 'POST', `quizzes/quizzes/${server.writtenQuizId}/start/`, {});
  const writtenIds = await call(0, 'GET', `quizzes/quizzes/${server.writtenQuizId}/trials/${written.id}/questions/ids/`);
  const writtenQuestions = await Promise.all(writtenIds.map((q) => call(0, 'GET', `quizzes/trial/${written.id}/questions/${q.id}/`)));
  const essay = writtenQuestions.find((q) => q.type === 'essay');
  const essayText = (i) => `<p>${'النخلة شجرة مباركة تصبر على <strong>الحر</strong> والعطش، وتعطي ثمرها كل عام. '.repeat(14)}${i}</p>`;
  const writtenRows = {};
  for (const [type, trialId, question, response] of [
    ['short text', typed.id, shortText, (i) => ({ text: `النخلة ${i}` })],
    ['essay', written.id, essay, (i) => ({ text: essayText(i) })],
  ]) {
    writtenRows[type] = await metered({
      name: `POST …/submit-answer/ (${type})`,
      url: `${api}quizzes/trials/${trialId}/question/${question.id}/submit-answer/`,
      method: 'POST',
      pick: (i) => ({ ...as(0), body: JSON.stringify({ response: response(i) }) }),
    });
    rows.push(writtenRows[type]);
  }
  const essayRatio = writtenRows['short text']['req/s'] / writtenRows.essay['req/s'];

  // Complete the trials the start run created, each once.
  const trialIds = [];
  for (let i = 1; i <= starters; i += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, starters + 1 - i) }, (_, k) => call(i + k, 'POST', `quizzes/quizzes/${quizId}/start/`, {})),
    );
    trialIds.push(...batch.map((t) => t.id));
  }
  await run({
    name: 'POST …/complete/',
    url: `${api}quizzes/trials/x/complete/`,
    method: 'POST',
    body: {},
    amount: trialIds.length,
    pick: (i) => ({ ...as(1 + (i % starters)), path: `/api/v1/quizzes/trials/${trialIds[i % trialIds.length]}/complete/` }),
  });

  const ratios = {};
  if (server.databaseUrl) {
    const baseline = await startBaseline(server.databaseUrl, server.jwtSecret);
    try {
      const base = await metered(
        {
          name: 'baseline: JWT + one upsert (pg)',
          url: `${baseline.url}/baseline/${trial.id}/${question.id}`,
          method: 'POST',
          pick: (i) => ({ ...as(0), body: JSON.stringify({ selected_answer_id: answerIds[i % answerIds.length] }) }),
        },
        baseline,
      );
      rows.push(base);
      ratios['single choice'] = submit['req/s'] / base['req/s'];
      for (const [type, row] of Object.entries(typedSubmits)) ratios[type] = row['req/s'] / base['req/s'];
    } finally {
      baseline.stop();
    }
  }
  return { rows, ratios, essayRatio };
}
