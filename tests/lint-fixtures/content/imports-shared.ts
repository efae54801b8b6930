// import-x/no-restricted-paths: content depends on nothing of ours, not even shared code.
import { label } from '../shared/correct-label.ts';

export const heading = label;
