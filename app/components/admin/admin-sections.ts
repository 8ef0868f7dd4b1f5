// The admin portal's sections, in the order of its navigation. A section with a `count` shows the
// layout's figure of that name beside its label (submissions waiting for review, open messages).
export const ADMIN_SECTIONS = [
  { label: "Dashboard", to: "/admin", end: true },
  { label: "Tools", to: "/admin/tools" },
  { label: "Coverage", to: "/admin/coverage" },
  { label: "Submissions", to: "/admin/submissions", count: "pendingSubmissions" },
  { label: "Categories", to: "/admin/categories" },
  { label: "Tags", to: "/admin/tags" },
  { label: "Blog", to: "/admin/blog" },
  { label: "Glossary", to: "/admin/glossary" },
  { label: "Learning", to: "/admin/learning" },
  { label: "ETFs", to: "/admin/etfs" },
  { label: "Messages", to: "/admin/messages", count: "openMessages" },
  { label: "Reports", to: "/admin/reports", count: "openReports" },
  { label: "Reviews", to: "/admin/reviews", count: "openReviews" },
  { label: "Newsletter", to: "/admin/newsletter" },
  { label: "Users", to: "/admin/users" },
  { label: "Activity", to: "/admin/activity" },
  { label: "Your settings", to: "/admin/settings" },
] as const satisfies readonly {
  label: string;
  to: string;
  end?: boolean;
  count?: AdminCountName;
}[];

export type AdminCountName = "pendingSubmissions" | "openMessages" | "openReports" | "openReviews";

/** The figures the navigation shows beside its sections. */
export type AdminCounts = Record<AdminCountName, number>;
