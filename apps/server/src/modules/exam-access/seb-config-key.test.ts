import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configKey, parsePlist, sebJson, sebRequestHash } from './seb-config-key.js';

const fixture = (name: string) => readFileSync(new URL(`./seb-fixtures/${name}`, import.meta.url), 'utf8');

describe('Safe Exam Browser Config Key', () => {
  it('reproduces the key SEB 2.1.4 for macOS computed for its own configuration file', () => {
    // The file and the key SEB showed for it, as Moodle's quizaccess_seb tests keep them (seb-fixtures/SOURCE.md).
    const settings = parsePlist(fixture('unencrypted_mac_001.seb'));
    expect(configKey(settings)).toBe('4fa9af8ec8759eb7c680752ef4ee5eaf1a860628608fccae2715d519849f9292');
  });

  it('follows SEB-JSON: no originatorVersion, keys sorted case-insensitively, no escaping, data as Base64', () => {
    const json = sebJson(parsePlist(fixture('unencrypted_mac_001.seb')));
    expect(json).not.toContain('originatorVersion');
    expect(json.indexOf('"allowedDisplayBuiltin"')).toBeLessThan(json.indexOf('"allowFlashFullscreen"'));
    expect(json.indexOf('"urlFilterRegex"')).toBeLessThan(json.indexOf('"URLFilterRules"'));
    expect(json).toContain('"browserMessagingSocket":"ws:\\localhost:8706"');
    expect(json).toContain('"examKeySalt":"4iLONVAc1yKWLxbe6Vbf2vWYQO6zIRAobKgc3f25LH8=","examSessionClearSessionCookies"');
    expect(json).toContain('"configKeySalt":""');
  });

  it('drops empty dictionaries and sorts nested ones, also inside arrays', () => {
    const xml = `<?xml version="1.0"?><plist version="1.0"><dict>
      <key>b</key><dict/><key>A</key><array><dict><key>z</key><integer>1</integer><key>Y</key><real>0.5</real></dict></array>
      <key>originatorVersion</key><string>SEB_x</string></dict></plist>`;
    expect(sebJson(parsePlist(xml))).toBe('{"A":[{"Y":0.5,"z":1}]}');
  });

  it("hashes a request's URL without its fragment, then the key", () => {
    const key = '4fa9af8ec8759eb7c680752ef4ee5eaf1a860628608fccae2715d519849f9292';
    expect(sebRequestHash('https://mizan.example/api/v1/x/#top', key)).toBe(sebRequestHash('https://mizan.example/api/v1/x/', key));
    expect(sebRequestHash('https://mizan.example/api/v1/x/', key)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('the configuration Mizan generates', () => {
  it('reads back as the settings it was written from, so its Config Key is the one SEB computes from the file', async () => {
    const { sebConfigFile, sebSettings } = await import('./seb-config-file.js');
    const { xml, key } = sebConfigFile('https://exams.example.sa', 42);
    expect(parsePlist(xml)).toEqual(sebSettings('https://exams.example.sa', 42));
    expect(configKey(parsePlist(xml))).toBe(key);
    expect(xml).toContain('<string>https://exams.example.sa/quizzes/42/instructions</string>');
    expect(sebConfigFile('https://exams.example.sa', 43).key).not.toBe(key);
  });
});
