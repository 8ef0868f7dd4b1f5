import { Form } from "@remix-run/react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { PROFILE_INTENTS } from "#app/lib/profile-rules.ts";

/** The data download, and the account deletion behind a box to tick. */
export function YourData({ confirmError }: { confirmError: string | undefined }) {
  return (
    <section aria-labelledby="your-data" className="mt-12 rounded-2xl border border-slate-200 p-6">
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-slate-600">Download everything we hold about you, or delete your account for good.</p>
      <a
        href="/profile/data"
        download
        className="focus-ring mt-4 inline-block rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
      >
        Download my data (JSON)
      </a>
      <Form method="post" className="mt-6 space-y-3">
        <CsrfField />
        <input type="hidden" name="intent" value={PROFILE_INTENTS.deleteAccount} />
        <div className="flex items-start gap-2">
          <input
            id="confirm-delete"
            name="confirm"
            type="checkbox"
            value="delete"
            aria-describedby={confirmError ? "delete-error" : undefined}
            className="mt-1 h-4 w-4"
          />
          <label htmlFor="confirm-delete" className="text-sm text-slate-800">
            I understand that deleting my account removes my profile, bookmarks, newsletter subscription and unpublished
            submissions, and cannot be undone.
          </label>
        </div>
        {confirmError ? (
          <p id="delete-error" className="text-sm text-red-700">
            {confirmError}
          </p>
        ) : null}
        <button
          type="submit"
          className="focus-ring rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
        >
          Delete my account
        </button>
      </Form>
    </section>
  );
}
