import { formatDateTime } from '@/lib/format';

/**
 * A time in the product's fixed `yyyy-MM-dd HH:mm:ss` form. Kept left to right: inside Arabic or Urdu
 * text the bidi algorithm would otherwise show `HH:mm:ss yyyy-MM-dd`.
 */
export function DateTime({ value }: { value: string | number | Date }) {
  return <time dir="ltr">{formatDateTime(value)}</time>;
}
