/**
 * The guarantee as the prominent lines name it ({{guarantee}}): built from the refund window
 * the seller sets, so no page can promise one number of days and honour another.
 */
export const guaranteeTemplate = '{{refundDays}}-Day Money-Back Guarantee';
