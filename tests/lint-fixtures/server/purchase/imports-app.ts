// import-x/no-restricted-paths: the server never imports the React app (save app/server-pages).
import { receiptLink } from '../../app/lib/correct-receipt-path.ts';

export const mailedLink = receiptLink;
