import { describe, expect, it } from 'vitest';
import { IMPORT_ACCEPT, detectFormat } from './formats';

describe('detectFormat', () => {
  it('reads the format from the extension, whatever its case', () => {
    expect(detectFormat('bank.gift', 'csv')).toBe('gift');
    expect(detectFormat('bank.TXT', 'csv')).toBe('gift');
    expect(detectFormat('moodle.export.xml', 'gift')).toBe('moodle_xml');
    expect(detectFormat('أسئلة.csv', 'gift')).toBe('csv');
    expect(detectFormat('sheet.XLSX', 'gift')).toBe('xlsx');
    expect(detectFormat('package.zip', 'gift')).toBe('qti');
  });

  it('keeps Aiken for a .txt once the operator chose it, and the current format for an unknown extension', () => {
    expect(detectFormat('aiken.txt', 'aiken')).toBe('aiken');
    expect(detectFormat('bank.xml', 'aiken')).toBe('moodle_xml');
    expect(detectFormat('notes.docx', 'xlsx')).toBe('xlsx');
    expect(detectFormat('no-extension', 'aiken')).toBe('aiken');
  });

  it('lets the file picker offer every extension it knows', () => {
    expect(IMPORT_ACCEPT).toBe('.gift,.txt,.xml,.csv,.xlsx,.zip');
  });
});
