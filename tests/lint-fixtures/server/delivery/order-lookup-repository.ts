// local/table-owner: the orders table belongs to server/orders/; here only its type may be used.
import { orders, type orderStatuses } from '#server/db/schema.ts';

export const orderTable = orders;
export type Status = (typeof orderStatuses)[number];
