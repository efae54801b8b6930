export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];
export type ResolvedTheme = Exclude<Theme, 'system'>;

export function isTheme(value: unknown): value is Theme {
  return typeof value === 'string' && (themes as readonly string[]).includes(value);
}

/** The toggle switches between light and dark; anything other than light (system included) becomes light. */
export function nextTheme(current: Theme): ResolvedTheme {
  return current === 'light' ? 'dark' : 'light';
}

export function resolveTheme(theme: Theme, systemPrefersDark: boolean): ResolvedTheme {
  if (theme !== 'system') return theme;
  return systemPrefersDark ? 'dark' : 'light';
}
