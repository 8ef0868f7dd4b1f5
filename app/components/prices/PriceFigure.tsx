import type { CSSProperties } from "react";

/**
 * A price in large figures, on one line and as large as fits its box (`.price-figure` in
 * tailwind.css): "Rp 1.087.654.321,00" shrinks on a phone instead of breaking between digits.
 */
export function PriceFigure({ text, className = "" }: { text: string; className?: string }) {
  const style = { "--price-chars": [...text].length } as CSSProperties;
  return (
    <div className={`price-box ${className}`}>
      <p className="price-figure text-slate-900" style={style} data-testid="price">
        {text}
      </p>
    </div>
  );
}
