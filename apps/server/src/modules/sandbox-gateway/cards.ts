import type { SandboxSource } from '../../db/schema/sandbox-gateway.js';

type Company = SandboxSource['company'];
export interface CardOutcome {
  status: 'paid' | 'failed';
  message: string;
}

const APPROVED = 'APPROVED';
export const THREE_DS_FAILED = '3-D Secure transaction attempt failed';
const NOT_ENROLLED = `${THREE_DS_FAILED} (Not Enrolled)`;

/** Moyasar's documented test cards (docs.moyasar.com/testing-cards); any other valid card is approved. */
export const TEST_CARDS: Readonly<Record<string, CardOutcome & { company: Company }>> = {
  '4201320111111010': { company: 'mada', status: 'paid', message: APPROVED },
  '4201320000013020': { company: 'mada', status: 'failed', message: 'UNSPECIFIED FAILURE' },
  '4201320000311101': { company: 'mada', status: 'failed', message: 'INSUFFICIENT FUNDS' },
  '4201320131000508': { company: 'mada', status: 'failed', message: NOT_ENROLLED },
  '4201321234411220': { company: 'mada', status: 'failed', message: 'DECLINED' },
  '4111111111111111': { company: 'visa', status: 'paid', message: APPROVED },
  '4123120000000000': { company: 'visa', status: 'failed', message: 'UNSPECIFIED FAILURE' },
  '4123120001090000': { company: 'visa', status: 'failed', message: 'INSUFFICIENT FUNDS' },
  '4123450131000508': { company: 'visa', status: 'failed', message: NOT_ENROLLED },
  '4123120001090109': { company: 'visa', status: 'failed', message: 'DECLINED' },
  '5421080101000000': { company: 'master', status: 'paid', message: APPROVED },
  '5105105105105100': { company: 'master', status: 'failed', message: 'UNSPECIFIED FAILURE' },
  '5457210001000092': { company: 'master', status: 'failed', message: 'INSUFFICIENT FUNDS' },
  '5204010101000000': { company: 'master', status: 'failed', message: NOT_ENROLLED },
};

/** A sample of mada BINs (Saudi debit network), including the test cards' 420132. */
// prettier-ignore
const MADA_BINS = new Set([
  '420132', '440647', '440795', '446404', '457865', '968208', '588845', '588846', '588850', '588851', '588982',
  '588983', '589005', '589206', '604906', '605141', '636120', '968201', '968202', '968203', '968204', '968205',
  '968206', '968207', '968209', '968210', '968211', '484783', '483010', '483011', '483012', '446393', '457997',
  '410685', '409201', '431361', '432328', '428671', '428672', '428673', '439954', '455708', '468540', '468541',
  '468542', '468543', '417633', '455036', '486094', '486095', '486096', '504300', '543357', '549760', '521076',
]);

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

export function companyOf(digits: string): Company | null {
  if (MADA_BINS.has(digits.slice(0, 6))) return 'mada';
  if (digits.startsWith('4')) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'master';
  if (two === 34 || two === 37) return 'amex';
  return null;
}

/** Moyasar's masked form: first six and last four digits, e.g. 4111-11XX-XXXX-1111. */
export function maskNumber(digits: string): string {
  const masked = digits.slice(0, 6) + 'X'.repeat(digits.length - 10) + digits.slice(-4);
  return masked.match(/.{1,4}/g)!.join('-');
}

export function outcomeOf(digits: string): CardOutcome {
  const card = TEST_CARDS[digits];
  return card ? { status: card.status, message: card.message } : { status: 'paid', message: APPROVED };
}
