const MONEY = /^(\d+(\.\d{0,2})?|\.\d{1,2})$/;

/** "1000.00", "$1,250.5" → a dollar amount; null for anything else (negative, 3 decimals, text). */
export function parseMoneyText(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  return MONEY.test(plain) ? Number(plain) : null;
}
