import { Form } from "react-router";
import { DropdownMenu, MenuButton, MenuList } from "#app/components/layout/DropdownMenu.tsx";
import { currencyLabel, type Currency, type Region } from "#app/lib/currencies.ts";
import { KeptFields } from "#app/components/prices/KeptFields.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

const REGION_COLOURS: Record<Region, string> = {
  Americas: "text-blue-700",
  Europe: "text-indigo-700",
  Asia: "text-red-700",
  Oceania: "text-teal-700",
  Africa: "text-amber-700",
  "Middle East": "text-emerald-700",
};

function CurrencyIcon({ region }: { region: Region }) {
  return <Icon name="banknote" className={`h-4 w-4 shrink-0 ${REGION_COLOURS[region]}`} />;
}

/**
 * The converter's currency dropdown: a GET form whose options are submit buttons, so a choice
 * works the same without JavaScript (?currency=EUR). With JavaScript it is a menu of choices
 * (menuitemradio) that opens at the chosen currency and answers arrows and typed letters.
 */
export function CurrencyPicker({
  currencies,
  selected,
  keep,
}: {
  currencies: readonly Currency[];
  selected: Currency;
  keep: Record<string, string>;
}) {
  return (
    <Form method="get" preventScrollReset replace>
      <KeptFields values={keep} />
      <DropdownMenu
        summaryClassName="focus-ring flex w-full cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-slate-900 hover:border-slate-400"
        panelClassName="left-0 right-auto max-h-80 w-full min-w-72 overflow-y-auto p-1"
        label={
          <>
            <span className="sr-only">Currency: </span>
            <CurrencyIcon region={selected.region} />
            <span className="flex-1">{currencyLabel(selected)}</span>
          </>
        }
      >
        <MenuList label="Currencies" from={selected.code}>
          {currencies.map((currency) => {
            const current = currency.code === selected.code;
            return (
              <li key={currency.code}>
                <MenuButton
                  type="submit"
                  checked={current}
                  name="currency"
                  value={currency.code}
                  aria-current={current || undefined}
                  className="focus-ring flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
                >
                  <CurrencyIcon region={currency.region} />
                  <span className="flex-1">{currencyLabel(currency)}</span>
                  {current ? <Icon name="check" className="h-4 w-4 text-slate-900" /> : null}
                </MenuButton>
              </li>
            );
          })}
        </MenuList>
      </DropdownMenu>
    </Form>
  );
}
