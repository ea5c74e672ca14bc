import { randomInt } from 'node:crypto';

/** Letters and digits nobody mixes up when reading a code off a board (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const JOIN_CODE_LENGTH = 8;

export const newJoinCode = () => Array.from({ length: JOIN_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** What a student typed, as stored: case and spaces or dashes around groups of letters don't matter. */
export const normaliseJoinCode = (typed: string) => typed.toUpperCase().replace(/[\s-]/g, '');
