import { Form } from "react-router";
import { DashboardCard } from "#app/components/admin/dashboard/DashboardCard.tsx";
import { INPUT_CLASS } from "#app/components/form/FormField.tsx";
import { Button } from "#app/components/ui/Button.tsx";

/** Views of any one page over the window, asked for by its path (a GET form: works without JavaScript). */
export function PageLookup({ lookup }: { lookup: { path: string; views: number } | null }) {
  return (
    <DashboardCard title="Views of one page">
      <Form method="get" className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 flex-1">
          <label htmlFor="lookup-path" className="block text-sm font-medium text-slate-900">
            Path
          </label>
          <input
            id="lookup-path"
            name="path"
            defaultValue={lookup?.path ?? ""}
            placeholder="/tool/sparrow-wallet"
            className={INPUT_CLASS}
            maxLength={2000}
          />
        </div>
        <Button type="submit" size="sm" className="h-[42px]">
          Show views
        </Button>
      </Form>
      {lookup ? (
        <p className="mt-3 text-slate-800" data-testid="page-views" role="status">
          <span className="font-semibold">{lookup.path}</span>:{" "}
          <span className="font-semibold tabular-nums">{lookup.views}</span> {lookup.views === 1 ? "view" : "views"} in
          the last 30 days
        </p>
      ) : null}
    </DashboardCard>
  );
}
