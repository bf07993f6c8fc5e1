/** Minor units (cents) of a currency, formatted for the reader's locale; zero-decimal currencies (JPY) as they are. */
export function formatMoney(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: code }).format(minor / 10 ** digits);
}
