// @typescript-eslint/no-restricted-imports: an island is plain DOM code, without React.
import { createElement } from 'react';

export const element = createElement('p');
