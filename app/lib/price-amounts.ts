// Amounts in BTC, sats and a fiat currency: parsing what a visitor types, converting between the
// three, and the conversion table's rows.

export const SATS_PER_BTC = 100_000_000;
export const MAX_BTC = 21_000_000;

export type AmountUnit = "btc" | "sats" | "fiat";
export const AMOUNT_UNITS: readonly AmountUnit[] = ["btc", "sats", "fiat"];

export type ParsedAmount = { ok: true; value: number } | { ok: false; message: string };

/** Accepts "1234.5", "1,234.5" or " 0.001 "; refuses negatives, exponents and anything beyond 21M BTC. */
export function parseAmount(raw: string, unit: AmountUnit, btcPrice: number | null): ParsedAmount {
  const text = raw.trim().replace(/,/g, "");
  if (!/^\d{1,20}(\.\d{0,12})?$|^\.\d{1,12}$/.test(text)) {
    return { ok: false, message: "Enter an amount using digits and at most one decimal point, like 0.5." };
  }
  const value = Number(text);
  if (unit === "sats" && !Number.isInteger(value)) return { ok: false, message: "Sats are whole numbers." };
  const btc = toBtc(value, unit, btcPrice);
  if (btc !== null && btc > MAX_BTC)
    return { ok: false, message: "That is more than all the bitcoin there will ever be." };
  return { ok: true, value };
}

export function toBtc(value: number, unit: AmountUnit, btcPrice: number | null): number | null {
  if (unit === "btc") return value;
  if (unit === "sats") return value / SATS_PER_BTC;
  return btcPrice ? value / btcPrice : null;
}

export interface AmountSet {
  btc: string;
  sats: string;
  fiat: string;
}

/** The three fields' values for an amount typed in one of them (plain digits, ready to edit). */
export function convertAmount(value: number, unit: AmountUnit, btcPrice: number | null, currency: string): AmountSet {
  const btc = toBtc(value, unit, btcPrice);
  if (btc === null) return { btc: "", sats: "", fiat: unit === "fiat" ? plain(value, 2) : "" };
  return {
    btc: unit === "btc" ? plain(value, 8) : plain(btc, 8),
    sats: unit === "sats" ? String(value) : String(Math.round(btc * SATS_PER_BTC)),
    fiat:
      btcPrice === null
        ? ""
        : unit === "fiat"
          ? plain(value, fiatDigits(currency))
          : plain(btc * btcPrice, fiatDigits(currency)),
  };
}

const digitsByCurrency = new Map<string, number>();

/** The number of fraction digits a currency is written with (2 for EUR, 0 for JPY). */
export function fiatDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

function plain(value: number, digits: number): string {
  return value
    .toFixed(digits)
    .replace(/(\.\d*?)0+$/, "$1")
    .replace(/\.$/, "");
}

/** The BTC amounts of the conversion table. */
export const TABLE_BTC_AMOUNTS = [0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5, 10] as const;

/** Round fiat amounts around what a tenth of a coin costs: 10 ... 10,000 USD, 1M ... 1B IDR. */
export function tableFiatAmounts(btcPrice: number): number[] {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(btcPrice)) - 4);
  return [10, 50, 100, 500, 1_000, 5_000, 10_000, 50_000].map((n) => n * scale);
}
