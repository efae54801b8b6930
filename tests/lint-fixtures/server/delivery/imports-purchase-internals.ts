// import-x/no-restricted-paths: another server folder is reached only through its public
// modules (serverPublicModules in eslint.config.js).
import { receiptPrefix } from '../purchase/correct-receipt-prefix.ts';

export const deliveryReceipt = receiptPrefix;
