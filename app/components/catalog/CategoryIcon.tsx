import {
  Banknote,
  ChartColumn,
  Bitcoin,
  CreditCard,
  GraduationCap,
  HandCoins,
  House,
  Image,
  Landmark,
  Layers,
  LayoutGrid,
  Percent,
  Pickaxe,
  Scale,
  Send,
  Shield,
  Store,
  TrendingUp,
  Umbrella,
  Vault,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { categoryIconKey, type CategoryIconKey } from "#app/lib/category-icons.ts";

const ICONS: Record<CategoryIconKey, LucideIcon> = {
  trading: TrendingUp,
  wallet: Wallet,
  payment: CreditCard,
  lending: HandCoins,
  yield: Percent,
  banking: Landmark,
  mortgages: House,
  analytics: ChartColumn,
  security: Shield,
  apps: LayoutGrid,
  mining: Pickaxe,
  merchant: Store,
  compliance: Scale,
  insurance: Umbrella,
  atm: Banknote,
  education: GraduationCap,
  defi: Layers,
  nft: Image,
  custody: Vault,
  remittances: Send,
  default: Bitcoin,
};

export function CategoryIcon({ name, className }: { name: string; className?: string }) {
  const key = categoryIconKey(name);
  const Icon = ICONS[key];
  return <Icon aria-hidden="true" data-icon={key} className={className} />;
}
