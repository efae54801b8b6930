import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Deliberately without tailwind-merge (8 KB gzipped on every
 * page): components never pass two utilities for the same property.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
