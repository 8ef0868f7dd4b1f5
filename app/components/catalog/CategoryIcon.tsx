import { Icon } from "#app/components/ui/Icon.tsx";
import type { IconName } from "#app/components/ui/icon-names.ts";
import { categoryIconKey, type CategoryIconKey } from "#app/lib/category-icons.ts";

const ICONS: Record<CategoryIconKey, IconName> = {
  trading: "trending-up",
  wallet: "wallet",
  payment: "credit-card",
  lending: "hand-coins",
  yield: "percent",
  banking: "landmark",
  mortgages: "house",
  analytics: "chart-column",
  security: "shield",
  apps: "layout-grid",
  mining: "pickaxe",
  merchant: "store",
  compliance: "scale",
  insurance: "umbrella",
  atm: "banknote",
  education: "graduation-cap",
  defi: "layers",
  nft: "image",
  custody: "vault",
  remittances: "send",
  default: "bitcoin",
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const key = categoryIconKey(name);
  return <Icon name={ICONS[key]} data-icon={key} className={className} />;
}
