import { createContext, useContext } from 'react';
import type { PageTexts } from '#shared/site-info.ts';

/** A code the server priced for this page: what comes off, what is charged, the texts filled with it. */
export interface AppliedDiscount {
  code: string;
  /** In dollars, as the server quoted them. */
  discount: number;
  total: number;
  pageTexts: PageTexts;
}

/** A code the server would not take, with the field's message. */
export interface RefusedDiscount {
  code: string;
  refusal: string;
}

/** The code the page was asked for (`?code=` or the kept cookie) and what the server made of it. */
export type CheckoutDiscount = AppliedDiscount | RefusedDiscount;

export function isApplied(discount: CheckoutDiscount | undefined): discount is AppliedDiscount {
  return discount !== undefined && 'total' in discount;
}

/** The page's discount, for the summaries and the texts that name the price. */
export const CheckoutDiscountContext = createContext<CheckoutDiscount | undefined>(undefined);

export function useCheckoutDiscount(): CheckoutDiscount | undefined {
  return useContext(CheckoutDiscountContext);
}

export function useAppliedDiscount(): AppliedDiscount | undefined {
  const discount = useCheckoutDiscount();
  return isApplied(discount) ? discount : undefined;
}
