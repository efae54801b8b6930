/**
 * How the payment result island hands the purchase to the tracker without importing it: a
 * queue on window (the tracker may load after the screen reports) and an event that says
 * there is something in it.
 */
export const purchaseQueueKey = 'analyticsPurchases';

export interface ReportedPurchase {
  orderId: string;
  /** The amount actually paid, in dollars. */
  revenue: number;
}

type BridgeWindow = Window & { [purchaseQueueKey]?: ReportedPurchase[] };

export function reportPurchase(purchase: ReportedPurchase): void {
  const bridge = window as BridgeWindow;
  (bridge[purchaseQueueKey] ??= []).push(purchase);
  window.dispatchEvent(new Event(purchaseQueueKey));
}

/** The purchases reported so far, taken out of the queue. */
export function takePurchases(): ReportedPurchase[] {
  return (window as BridgeWindow)[purchaseQueueKey]?.splice(0) ?? [];
}
