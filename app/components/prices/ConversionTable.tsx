import { PricePanel } from "#app/components/prices/PricePanel.tsx";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";
import { EN_US_STYLE, type NumberStyle } from "#app/lib/number-style.ts";
import { TABLE_BTC_AMOUNTS, tableFiatAmounts } from "#app/lib/price-amounts.ts";

/** Common amounts both ways, in the HTML so search engines and visitors without JavaScript get them. */
export function ConversionTable({
  price,
  code,
  formatFiat,
  numbers = EN_US_STYLE,
}: {
  price: number;
  code: string;
  formatFiat: (value: number) => string;
  /** How the BTC amounts are written: the page's locale. */
  numbers?: NumberStyle;
}) {
  return (
    <PricePanel id="conversion-table-title" title={`BTC to ${code} conversion table`}>
      <StaticMarkup as="div" from={`${price} ${code}`} className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2">
        <table className="w-full text-sm">
          <caption className="sr-only">Bitcoin amounts in {code}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 font-medium">
                BTC
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {code}
              </th>
            </tr>
          </thead>
          <tbody>
            {TABLE_BTC_AMOUNTS.map((btc) => (
              <tr key={btc} className="border-b border-slate-100">
                <td className="py-2">{numbers.number(btc, 8)} BTC</td>
                <td className="py-2 text-right tabular-nums">{formatFiat(btc * price)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-full text-sm">
          <caption className="sr-only">{code} amounts in Bitcoin</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th scope="col" className="py-2 font-medium">
                {code}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                BTC
              </th>
            </tr>
          </thead>
          <tbody>
            {tableFiatAmounts(price).map((fiat) => (
              <tr key={fiat} className="border-b border-slate-100">
                <td className="py-2">{formatFiat(fiat)}</td>
                <td className="py-2 text-right tabular-nums">{numbers.number(fiat / price, 8)} BTC</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StaticMarkup>
    </PricePanel>
  );
}
