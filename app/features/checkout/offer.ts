import { formatAmount, formatPrice, product } from '#shared/product.ts';

/** The guide is sold without sales tax (SPEC section 9: tax 0.00); the server charges the price alone. */
const tax = 0;

/** Every figure the checkout page shows, derived from the one product record. */
export const offer = {
  name: product.name,
  category: product.category,
  pages: product.pages,
  refundWindowDays: product.refundWindowDays,
  price: formatPrice(product.price),
  compareAtPrice: formatPrice(product.compareAtPrice),
  saving: formatPrice(product.compareAtPrice - product.price),
  summary: {
    price: `$${formatAmount(product.price)}`,
    tax: `$${formatAmount(tax)}`,
    total: `$${formatAmount(product.price + tax)}`,
  },
} as const;
