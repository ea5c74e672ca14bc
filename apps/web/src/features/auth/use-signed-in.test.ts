import { describe, expect, it } from 'vitest';
import { homeOf, safeRedirect } from './use-signed-in';

describe('where a sign-in lands', () => {
  it('sends operators to the console and students to their dashboard', () => {
    expect(homeOf('admin')).toBe('/admin');
    expect(homeOf('staff')).toBe('/admin');
    expect(homeOf('student')).toBe('/dashboard');
  });

  it('follows a redirect inside the app, never one to another origin', () => {
    expect(safeRedirect('/quizzes/3', '/admin')).toBe('/quizzes/3');
    expect(safeRedirect('//evil.example', '/admin')).toBe('/admin');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(safeRedirect(null, '/admin')).toBe('/admin');
  });
});
