/** The admin the browser tests' server creates at start, from ADMIN_EMAIL and ADMIN_PASSWORD. */
export const adminAccount = {
  email: 'owner@example.com',
  password: 'e2e owner password 2026',
} as const;
