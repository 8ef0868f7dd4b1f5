// The 50 fiat currencies the site prices, each with its own page; the spec's 24 are in the Conversions menu.

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
  /** One of the spec's 24, listed in the Conversions menu. */
  menu?: true;
}

/** The spec's 24 first, in the menu's order, then the other 26 the site prices. */
export const PRICE_PAGES: readonly PricePage[] = [
  { slug: "euro", code: "EUR", name: "Euro", locale: "de-DE", menu: true },
  { slug: "gbp", code: "GBP", name: "British Pound", locale: "en-GB", menu: true },
  { slug: "jpy", code: "JPY", name: "Japanese Yen", locale: "ja-JP", menu: true },
  { slug: "cad", code: "CAD", name: "Canadian Dollar", locale: "en-CA", menu: true },
  { slug: "aud", code: "AUD", name: "Australian Dollar", locale: "en-AU", menu: true },
  { slug: "chf", code: "CHF", name: "Swiss Franc", locale: "de-CH", menu: true },
  { slug: "cny", code: "CNY", name: "Chinese Yuan", locale: "zh-CN", menu: true },
  { slug: "krw", code: "KRW", name: "South Korean Won", locale: "ko-KR", menu: true },
  { slug: "sgd", code: "SGD", name: "Singapore Dollar", locale: "en-SG", menu: true },
  { slug: "rupee", code: "INR", name: "Indian Rupee", locale: "en-IN", menu: true },
  { slug: "real", code: "BRL", name: "Brazilian Real", locale: "pt-BR", menu: true },
  { slug: "mexican-peso", code: "MXN", name: "Mexican Peso", locale: "es-MX", menu: true },
  { slug: "philippine-peso-php", code: "PHP", name: "Philippine Peso", locale: "en-PH", menu: true },
  { slug: "zar", code: "ZAR", name: "South African Rand", locale: "en-ZA", menu: true },
  { slug: "sek", code: "SEK", name: "Swedish Krona", locale: "sv-SE", menu: true },
  { slug: "nok", code: "NOK", name: "Norwegian Krone", locale: "nb-NO", menu: true },
  { slug: "nzd", code: "NZD", name: "New Zealand Dollar", locale: "en-NZ", menu: true },
  { slug: "czk", code: "CZK", name: "Czech Koruna", locale: "cs-CZ", menu: true },
  { slug: "ars", code: "ARS", name: "Argentine Peso", locale: "es-AR", menu: true },
  { slug: "naira", code: "NGN", name: "Nigerian Naira", locale: "en-NG", menu: true },
  { slug: "myr", code: "MYR", name: "Malaysian Ringgit", locale: "ms-MY", menu: true },
  { slug: "vnd", code: "VND", name: "Vietnamese Dong", locale: "vi-VN", menu: true },
  { slug: "sar", code: "SAR", name: "Saudi Riyal", locale: "ar-SA", menu: true },
  { slug: "rupiah", code: "IDR", name: "Indonesian Rupiah", locale: "id-ID", menu: true },
  { slug: "usd", code: "USD", name: "US Dollar", locale: "en-US" },
  { slug: "hkd", code: "HKD", name: "Hong Kong Dollar", locale: "zh-HK" },
  { slug: "twd", code: "TWD", name: "New Taiwan Dollar", locale: "zh-TW" },
  { slug: "dkk", code: "DKK", name: "Danish Krone", locale: "da-DK" },
  { slug: "pln", code: "PLN", name: "Polish Zloty", locale: "pl-PL" },
  { slug: "thb", code: "THB", name: "Thai Baht", locale: "th-TH" },
  { slug: "huf", code: "HUF", name: "Hungarian Forint", locale: "hu-HU" },
  { slug: "ils", code: "ILS", name: "Israeli New Shekel", locale: "he-IL" },
  { slug: "clp", code: "CLP", name: "Chilean Peso", locale: "es-CL" },
  { slug: "aed", code: "AED", name: "UAE Dirham", locale: "ar-AE" },
  { slug: "cop", code: "COP", name: "Colombian Peso", locale: "es-CO" },
  { slug: "ron", code: "RON", name: "Romanian Leu", locale: "ro-RO" },
  { slug: "pkr", code: "PKR", name: "Pakistani Rupee", locale: "en-PK" },
  { slug: "egp", code: "EGP", name: "Egyptian Pound", locale: "ar-EG" },
  { slug: "uah", code: "UAH", name: "Ukrainian Hryvnia", locale: "uk-UA" },
  { slug: "bgn", code: "BGN", name: "Bulgarian Lev", locale: "bg-BG" },
  { slug: "qar", code: "QAR", name: "Qatari Riyal", locale: "ar-QA" },
  { slug: "kwd", code: "KWD", name: "Kuwaiti Dinar", locale: "ar-KW" },
  { slug: "pen", code: "PEN", name: "Peruvian Sol", locale: "es-PE" },
  { slug: "bhd", code: "BHD", name: "Bahraini Dinar", locale: "ar-BH" },
  { slug: "hrk", code: "HRK", name: "Croatian Kuna", locale: "hr-HR" },
  { slug: "mad", code: "MAD", name: "Moroccan Dirham", locale: "ar-MA" },
  { slug: "dzd", code: "DZD", name: "Algerian Dinar", locale: "ar-DZ" },
  { slug: "kes", code: "KES", name: "Kenyan Shilling", locale: "en-KE" },
  { slug: "try", code: "TRY", name: "Turkish Lira", locale: "tr-TR" },
  { slug: "rub", code: "RUB", name: "Russian Ruble", locale: "ru-RU" },
];

/** The Conversions menu: the spec's 24 pages. */
export const MENU_PRICE_PAGES = PRICE_PAGES.filter((page) => page.menu);

export const pricePagePath = (page: PricePage) => `/bitcoin-to-${page.slug}`;

/** The index of every currency's page. */
export const PRICE_INDEX_PATH = "/bitcoin-prices";

/** Every page under its currency's region, the regions and the pages in the order of CURRENCIES. */
export function pricePagesByRegion(): { region: Region; pages: PricePage[] }[] {
  const groups = new Map<Region, PricePage[]>();
  for (const currency of CURRENCIES) {
    const page = PRICE_PAGES.find((p) => p.code === currency.code);
    if (page) groups.set(currency.region, [...(groups.get(currency.region) ?? []), page]);
  }
  return [...groups].map(([region, pages]) => ({ region, pages }));
}
