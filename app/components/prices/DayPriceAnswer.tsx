import { PriceFigure } from "#app/components/prices/PriceFigure.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { dateAndTimeInWords, dateInWords } from "#app/lib/date-in-words.ts";
import { DAY_CLOSE_MEANING, historySourceLabel } from "#app/lib/price-day.ts";
import type { DayPrice } from "#app/server/prices/day-close.server.ts";

/** One bitcoin's price on a past day with its source and what a day's price means, or why there is none. */
export function DayPriceAnswer({ dayPrice, format }: { dayPrice: DayPrice; format: (value: number) => string }) {
  const { code, day, close, span, dayIsOver } = dayPrice;
  if (!close) return <NoDayPrice dayPrice={dayPrice} />;
  return (
    <div className="space-y-2">
      <p className="text-slate-600">1 BTC on {dateInWords(day)} =</p>
      <PriceFigure text={format(close.price)} />
      <p className="text-sm text-slate-700">
        {dayIsOver
          ? `The day's close in ${code}, UTC.`
          : "The day is not over yet in UTC: this is the latest price so far."}{" "}
        Source: {historySourceLabel(close.source)}, price of {dateAndTimeInWords(close.at)} UTC.
      </p>
      <p className="text-sm text-slate-600">{DAY_CLOSE_MEANING}</p>
      {span ? <p className="text-sm text-slate-600">{spanSentence(code, span)}</p> : null}
    </div>
  );
}

function NoDayPrice({ dayPrice }: { dayPrice: DayPrice }) {
  const { code, day, span } = dayPrice;
  return (
    <FormAlert tone="warning" title={`No price of bitcoin in ${code} is stored for ${dateInWords(day)}.`}>
      <div className="space-y-2 text-sm">
        <p>{span ? spanSentence(code, span) : `The price history has no ${code} prices yet.`}</p>
        {span?.startsWithOwnPolls ? (
          <p>
            CoinGecko&apos;s free history, which reaches back one year, does not cover {code}: its history starts with
            this site&apos;s own price checks.
          </p>
        ) : null}
      </div>
    </FormAlert>
  );
}

const spanSentence = (code: string, span: NonNullable<DayPrice["span"]>) =>
  `The history for ${code} covers ${dateInWords(span.firstDay)} to ${dateInWords(span.lastDay)}.`;
