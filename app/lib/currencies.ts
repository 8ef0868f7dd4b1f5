// The 50 fiat currencies the site prices, and the 24 that have their own page.

export type Region = "Americas" | "Europe" | "Asia" | "Oceania" | "Africa" | "Middle East";

export interface Currency {
  code: string;
  name: string;
  region: Region;
  /** No longer issued: still priced, at its fixed rate to the currency that replaced it. */
  retired?: true;
}

export const CURRENCIES: readonly Currency[] = [
  { code: "USD", name: "US Dollar", region: "Americas" },
  { code: "EUR", name: "Euro", region: "Europe" },
  { code: "JPY", name: "Japanese Yen", region: "Asia" },
  { code: "GBP", name: "British Pound", region: "Europe" },
  { code: "AUD", name: "Australian Dollar", region: "Oceania" },
  { code: "CAD", name: "Canadian Dollar", region: "Americas" },
  { code: "CHF", name: "Swiss Franc", region: "Europe" },
  { code: "CNY", name: "Chinese Yuan", region: "Asia" },
  { code: "HKD", name: "Hong Kong Dollar", region: "Asia" },
  { code: "NZD", name: "New Zealand Dollar", region: "Oceania" },
  { code: "SEK", name: "Swedish Krona", region: "Europe" },
  { code: "KRW", name: "South Korean Won", region: "Asia" },
  { code: "SGD", name: "Singapore Dollar", region: "Asia" },
  { code: "NOK", name: "Norwegian Krone", region: "Europe" },
  { code: "MXN", name: "Mexican Peso", region: "Americas" },
  { code: "INR", name: "Indian Rupee", region: "Asia" },
  { code: "RUB", name: "Russian Ruble", region: "Europe" },
  { code: "ZAR", name: "South African Rand", region: "Africa" },
  { code: "TRY", name: "Turkish Lira", region: "Europe" },
  { code: "BRL", name: "Brazilian Real", region: "Americas" },
  { code: "TWD", name: "New Taiwan Dollar", region: "Asia" },
  { code: "DKK", name: "Danish Krone", region: "Europe" },
  { code: "PLN", name: "Polish Zloty", region: "Europe" },
  { code: "THB", name: "Thai Baht", region: "Asia" },
  { code: "IDR", name: "Indonesian Rupiah", region: "Asia" },
  { code: "HUF", name: "Hungarian Forint", region: "Europe" },
  { code: "CZK", name: "Czech Koruna", region: "Europe" },
  { code: "ILS", name: "Israeli New Shekel", region: "Middle East" },
  { code: "CLP", name: "Chilean Peso", region: "Americas" },
  { code: "PHP", name: "Philippine Peso", region: "Asia" },
  { code: "AED", name: "UAE Dirham", region: "Middle East" },
  { code: "COP", name: "Colombian Peso", region: "Americas" },
  { code: "SAR", name: "Saudi Riyal", region: "Middle East" },
  { code: "MYR", name: "Malaysian Ringgit", region: "Asia" },
  { code: "RON", name: "Romanian Leu", region: "Europe" },
  { code: "ARS", name: "Argentine Peso", region: "Americas" },
  { code: "NGN", name: "Nigerian Naira", region: "Africa" },
  { code: "VND", name: "Vietnamese Dong", region: "Asia" },
  { code: "PKR", name: "Pakistani Rupee", region: "Asia" },
  { code: "EGP", name: "Egyptian Pound", region: "Africa" },
  { code: "UAH", name: "Ukrainian Hryvnia", region: "Europe" },
  { code: "BGN", name: "Bulgarian Lev", region: "Europe" },
  { code: "QAR", name: "Qatari Riyal", region: "Middle East" },
  { code: "KWD", name: "Kuwaiti Dinar", region: "Middle East" },
  { code: "PEN", name: "Peruvian Sol", region: "Americas" },
  { code: "BHD", name: "Bahraini Dinar", region: "Middle East" },
  { code: "HRK", name: "Croatian Kuna", region: "Europe", retired: true },
  { code: "MAD", name: "Moroccan Dirham", region: "Africa" },
  { code: "DZD", name: "Algerian Dinar", region: "Africa" },
  { code: "KES", name: "Kenyan Shilling", region: "Africa" },
];

/** How a list names a currency: "Euro (EUR)", "Croatian Kuna (HRK, retired)". */
export const currencyLabel = (currency: Currency) =>
  `${currency.name} (${currency.code}${currency.retired ? ", retired" : ""})`;

export interface PricePage {
  /** The page lives at /bitcoin-to-{slug}. */
  slug: string;
  code: string;
  name: string;
  /** Locale used to format the price on the page ("67.187,33 €" in de-DE). */
  locale: string;
}

export const PRICE_PAGES: readonly PricePage[] = [
  { slug: "euro", code: "EUR", name: "Euro", locale: "de-DE" },
  { slug: "gbp", code: "GBP", name: "British Pound", locale: "en-GB" },
  { slug: "jpy", code: "JPY", name: "Japanese Yen", locale: "ja-JP" },
  { slug: "cad", code: "CAD", name: "Canadian Dollar", locale: "en-CA" },
  { slug: "aud", code: "AUD", name: "Australian Dollar", locale: "en-AU" },
  { slug: "chf", code: "CHF", name: "Swiss Franc", locale: "de-CH" },
  { slug: "cny", code: "CNY", name: "Chinese Yuan", locale: "zh-CN" },
  { slug: "krw", code: "KRW", name: "South Korean Won", locale: "ko-KR" },
  { slug: "sgd", code: "SGD", name: "Singapore Dollar", locale: "en-SG" },
  { slug: "rupee", code: "INR", name: "Indian Rupee", locale: "en-IN" },
  { slug: "real", code: "BRL", name: "Brazilian Real", locale: "pt-BR" },
  { slug: "mexican-peso", code: "MXN", name: "Mexican Peso", locale: "es-MX" },
  { slug: "philippine-peso-php", code: "PHP", name: "Philippine Peso", locale: "en-PH" },
  { slug: "zar", code: "ZAR", name: "South African Rand", locale: "en-ZA" },
  { slug: "sek", code: "SEK", name: "Swedish Krona", locale: "sv-SE" },
  { slug: "nok", code: "NOK", name: "Norwegian Krone", locale: "nb-NO" },
  { slug: "nzd", code: "NZD", name: "New Zealand Dollar", locale: "en-NZ" },
  { slug: "czk", code: "CZK", name: "Czech Koruna", locale: "cs-CZ" },
  { slug: "ars", code: "ARS", name: "Argentine Peso", locale: "es-AR" },
  { slug: "naira", code: "NGN", name: "Nigerian Naira", locale: "en-NG" },
  { slug: "myr", code: "MYR", name: "Malaysian Ringgit", locale: "ms-MY" },
  { slug: "vnd", code: "VND", name: "Vietnamese Dong", locale: "vi-VN" },
  { slug: "sar", code: "SAR", name: "Saudi Riyal", locale: "ar-SA" },
  { slug: "rupiah", code: "IDR", name: "Indonesian Rupiah", locale: "id-ID" },
];

export const pricePagePath = (page: PricePage) => `/bitcoin-to-${page.slug}`;
