// The admin portal's sections, in the order of its navigation. A section with a `count` shows the
// layout's figure of that name beside its label (the submissions waiting for review).
export const ADMIN_SECTIONS = [
  { label: "Dashboard", to: "/admin", end: true },
  { label: "Tools", to: "/admin/tools" },
  { label: "Submissions", to: "/admin/submissions", count: "pendingSubmissions" },
  { label: "Categories", to: "/admin/categories" },
  { label: "Tags", to: "/admin/tags" },
  { label: "Activity", to: "/admin/activity" },
] as const satisfies readonly {
  label: string;
  to: string;
  end?: boolean;
  count?: AdminCountName;
}[];

export type AdminCountName = "pendingSubmissions";

/** The figures the navigation shows beside its sections. */
export type AdminCounts = Record<AdminCountName, number>;
