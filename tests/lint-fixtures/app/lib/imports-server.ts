// import-x/no-restricted-paths: the browser app never imports server code.
import { receiptPrefix } from '../../server/purchase/correct-receipt-prefix.ts';

export const receiptLink = `${receiptPrefix}/1`;
