// The admin portal's sections, in the order of its navigation.
export const ADMIN_SECTIONS = [
  { label: "Dashboard", to: "/admin", end: true },
  { label: "Tools", to: "/admin/tools" },
  { label: "Categories", to: "/admin/categories" },
  { label: "Tags", to: "/admin/tags" },
  { label: "Activity", to: "/admin/activity" },
] as const satisfies readonly {
  label: string;
  to: string;
  end?: boolean;
}[];
