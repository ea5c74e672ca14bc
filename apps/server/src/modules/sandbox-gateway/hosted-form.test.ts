import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxServer, type SandboxServer } from './testing.js';

describe('sandbox hosted card form and 3-D Secure step, over HTTP', () => {
  let sandbox: SandboxServer;
  beforeAll(async () => {
    sandbox = await startSandboxServer();
  });
  afterAll(() => sandbox.close());

  const order = (extra: Record<string, string> = {}) => ({
    amount: '4900',
    currency: 'SAR',
    description: 'اختبار الميول المهنية',
    callback_url: `${sandbox.baseUrl}/pre-quiz-payment/verify?quizId=7`,
    'metadata[user_id]': 'u-1',
    'metadata[quiz_id]': '7',
    publishable_key: sandbox.publishableKey,
    ...extra,
  });
  const formUrl = (params: Record<string, string>) => `${sandbox.baseUrl}/sandbox/moyasar/form?${new URLSearchParams(params)}`;
  const get = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers, redirect: 'manual' });
  const post = (path: string, fields: Record<string, string>) =>
    fetch(`${sandbox.baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  const year = String((new Date().getFullYear() + 3) % 100);

  /** The form's hidden fields as the page rendered them, plus a card. */
  async function submitCard(card: Record<string, string>, params = order()) {
    const page = await (await get(formUrl(params))).text();
    const hidden = Object.fromEntries(
      [...page.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1]!, unescape(m[2]!)]),
    );
    return post('/sandbox/moyasar/form', { ...hidden, name: 'Sara Ahmed', expiry: `12 / ${year}`, cvc: '123', ...card });
  }
  const unescape = (s: string) =>
    s
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');

  it('renders the Arabic form by default: RTL, merchant, amount in riyals, description, labelled fields and the test cards', async () => {
    const res = await get(formUrl(order()));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('ميزان');
    expect(html).toContain('49.00 ر.س');
    expect(html).toContain('اختبار الميول المهنية');
    for (const field of ['name', 'number', 'expiry', 'cvc'])
      expect(html).toMatch(new RegExp(`<label for="${field}">[^<]+</label>\\s*<input id="${field}"`));
    expect(html).toContain('بطاقات الاختبار');
    expect(html).toContain('4111 1111 1111 1111');
    expect(html).toContain('123456');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it('renders English (LTR) from ?lang=en or Accept-Language', async () => {
    for (const res of [await get(formUrl(order({ lang: 'en' }))), await get(formUrl(order()), { 'accept-language': 'en-US,en;q=0.9' })]) {
      const html = await res.text();
      expect(html).toContain('<html lang="en" dir="ltr">');
      expect(html).toContain('SAR 49.00');
      expect(html).toContain('Pay SAR 49.00');
      expect(html).toContain('Sandbox — test cards');
    }
  });

  it('serves its stylesheet and script as files', async () => {
    const css = await get(`${sandbox.baseUrl}/sandbox/moyasar/assets/form.css`);
    expect(css.headers.get('content-type')).toContain('text/css');
    const js = await get(`${sandbox.baseUrl}/sandbox/moyasar/assets/form.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(await js.text()).toContain('data-card-form');
  });

  it('card → 3-D Secure page → confirm → 303 back to the callback with id, status and message', async () => {
    const submitted = await submitCard({ number: '4111 1111 1111 1111' });
    expect(submitted.status).toBe(303);
    const threeDsPath = submitted.headers.get('location')!;
    expect(threeDsPath).toMatch(/^\/sandbox\/moyasar\/3ds\/[0-9a-f-]{36}\?lang=ar$/);
    const id = threeDsPath.split('/')[4]!.split('?')[0]!;

    const page = await get(`${sandbox.baseUrl}${threeDsPath}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('4111-11XX-XXXX-1111');
    expect(html).toContain('123456');
    expect(html).toContain('تأكيد');

    const wrong = await post(`/sandbox/moyasar/3ds/${id}`, { action: 'confirm', otp: '000000', lang: 'en' });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('The code is not correct');

    const done = await post(`/sandbox/moyasar/3ds/${id}`, { action: 'confirm', otp: '123456' });
    expect(done.status).toBe(303);
    const callback = new URL(done.headers.get('location')!);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${sandbox.baseUrl}/pre-quiz-payment/verify`);
    expect(Object.fromEntries(callback.searchParams)).toEqual({ quizId: '7', id, status: 'paid', message: 'APPROVED' });

    const payment = await sandbox.app.paymentGateway.fetchPayment(id);
    expect(payment).toMatchObject({
      status: 'paid',
      amountHalalas: 4900,
      metadata: { user_id: 'u-1', quiz_id: '7' },
      description: 'اختبار الميول المهنية',
    });

    const again = await get(`${sandbox.baseUrl}${threeDsPath}`);
    expect(again.status).toBe(303);
    expect(new URL(again.headers.get('location')!).searchParams.get('status')).toBe('paid');
  });

  it('cancelling 3-D Secure fails the payment; declined cards fail with their message', async () => {
    const cancelled = await submitCard({ number: '4111111111111111' });
    const cancelledId = cancelled.headers.get('location')!.split('/')[4]!.split('?')[0]!;
    const back = await post(`/sandbox/moyasar/3ds/${cancelledId}`, { action: 'cancel' });
    expect(Object.fromEntries(new URL(back.headers.get('location')!).searchParams)).toMatchObject({
      status: 'failed',
      message: '3-D Secure transaction attempt failed',
    });
    const confirmLate = await post(`/sandbox/moyasar/3ds/${cancelledId}`, { action: 'confirm', otp: '123456' });
    expect(new URL(confirmLate.headers.get('location')!).searchParams.get('status')).toBe('failed');

    const declined = await submitCard({ number: '4201321234411220' }, order({ metadata: '{"plan":"single"}' }));
    const declinedId = declined.headers.get('location')!.split('/')[4]!.split('?')[0]!;
    const result = await post(`/sandbox/moyasar/3ds/${declinedId}`, { action: 'confirm', otp: '123456' });
    expect(Object.fromEntries(new URL(result.headers.get('location')!).searchParams)).toMatchObject({
      status: 'failed',
      message: 'DECLINED',
    });
    expect((await sandbox.app.paymentGateway.fetchPayment(declinedId)).metadata).toEqual({ plan: 'single' });
  });

  it('shows inline, localized messages for bad card inputs and creates nothing', async () => {
    const res = await submitCard({ number: '4111 1111 1111 1112', name: 'Sara', expiry: '13/30', cvc: '1' });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('أدخل رقم بطاقة صحيحًا.');
    expect(html).toContain('أدخل الاسم الأول والأخير');
    expect(html).toContain('أدخل تاريخ الانتهاء');
    expect(html).toContain('أدخل الرمز المكوّن من 3 أرقام');
    expect(html).not.toContain('4111 1111 1111 1112');
    expect(html).toContain('value="Sara"');

    const en = await submitCard({ number: '', expiry: '01 / 20', lang: 'en' }, order({ lang: 'en' }));
    const enHtml = await en.text();
    expect(enHtml).toMatch(/id="number-error" role="alert">This field is required\./);
    expect(enHtml).toContain('This card has expired.');
  });

  it('refuses foreign callbacks, wrong keys and bad orders with an error page, never a redirect or a 500', async () => {
    const cases: [Record<string, string>, string][] = [
      [order({ callback_url: 'https://evil.example/x' }), 'يجب أن يكون عنوان العودة صفحة من هذا الموقع.'],
      [order({ callback_url: '//evil.example/x' }), 'عنوان العودة'],
      [order({ publishable_key: 'pk_test_nope' }), 'بمفتاح عام غير صحيح'],
      [order({ amount: '50' }), 'لا يقل عن 100'],
      [order({ amount: 'abc' }), 'لا يقل عن 100'],
      [order({ currency: 'USD' }), 'الريال السعودي'],
      [order({ metadata: '{not json' }), 'metadata'],
    ];
    for (const [params, message] of cases) {
      const res = await get(formUrl(params));
      expect(res.status, JSON.stringify(params)).toBe(400);
      expect(await res.text()).toContain(message);
    }
    const posted = await post('/sandbox/moyasar/form', {
      ...order({ callback_url: 'https://evil.example/x' }),
      name: 'Sara Ahmed',
      number: '4111111111111111',
      expiry: `12/${year}`,
      cvc: '123',
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
    expect((await get(`${sandbox.baseUrl}/sandbox/moyasar/3ds/not-a-uuid?lang=en`)).status).toBe(404);
    expect((await post('/sandbox/moyasar/3ds/0b0f3d58-8c1e-4a4a-9a49-4f2b8c2f0f00', { action: 'confirm' })).status).toBe(404);
    expect((await post('/sandbox/moyasar/form', {})).status).toBe(400);
  });
});
