// Breaks no rule: shared code may import content.
import { siteName } from '../content/correct-site-name.ts';

export const label = `${siteName} guide`;
