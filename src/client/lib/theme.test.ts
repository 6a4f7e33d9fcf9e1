import { describe, expect, it } from 'vitest';
import { nextThemeChoice, parseThemeChoice, resolveTheme } from './theme';

describe('parseThemeChoice', () => {
  it('reads a stored choice', () => {
    expect(parseThemeChoice('light')).toBe('light');
    expect(parseThemeChoice('system')).toBe('system');
  });

  it('defaults to dark when nothing or nonsense is stored', () => {
    expect(parseThemeChoice(null)).toBe('dark');
    expect(parseThemeChoice('blue')).toBe('dark');
  });
});

describe('resolveTheme', () => {
  it('follows the system preference only for the system choice', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });
});

describe('nextThemeChoice', () => {
  it('cycles dark, light, system', () => {
    expect(nextThemeChoice('dark')).toBe('light');
    expect(nextThemeChoice('light')).toBe('system');
    expect(nextThemeChoice('system')).toBe('dark');
  });
});
