import {
  Form,
  data,
  redirectDocument,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useEffect } from "react";
import { toast } from "#app/components/toasts.tsx";
import { useSessionRecheck } from "#app/components/auth/use-session-recheck.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { TextField } from "#app/components/form/TextField.tsx";
import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { authErrorMessage, SIGN_IN_SUBSCRIBES } from "#app/lib/auth-messages.ts";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import { SIGN_IN_INTENTS } from "#app/lib/sign-in-intents.ts";
import { googleConfigured } from "#app/server/auth/auth.server.ts";
import { returnPathOf } from "#app/server/auth/guards.server.ts";
import { signInAction } from "#app/server/auth/sign-in-request.server.ts";
import { listFeaturedTools } from "#app/server/catalog/featured-tools.server.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A whole new document: the header and every loader must see the new session.
  if (context.user) throw redirectDocument(returnPathOf(request));
  const error = new URL(request.url).searchParams.get("error");
  return data(
    {
      featured: await listFeaturedTools(context.db(), 3),
      google: googleConfigured(context.env),
      error: error ? authErrorMessage(error) : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return signInAction(context, request);
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(
    `Sign In | ${siteNameFrom(matches)}`,
    "Sign in with a link sent to your e-mail, or with Google, to bookmark tools and submit your own.",
  );

export default function SignIn() {
  const { featured, google, error } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === SIGN_IN_INTENTS.email;
  const checking = useSessionRecheck(`/sign-in${useLocation().search}`);

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else toast.error(result.fieldErrors.email ?? result.formError);
  }, [result]);
  useEffect(() => {
    if (error) toast.error(error.title, { description: error.description });
  }, [error]);

  return (
    <div className="mx-auto grid grid-cols-1 max-w-5xl gap-10 px-4 py-12 md:grid-cols-2">
      <div>
        <Link
          to="/"
          className="focus-ring inline-flex items-center gap-2 rounded text-sm font-medium text-slate-700 hover:text-slate-950"
        >
          <Icon name="arrow-left" className="h-4 w-4" />
          Back to Home
        </Link>
        {featured.length > 0 ? (
          <section
            aria-labelledby="featured-tools"
            className="mt-6 rounded-2xl border border-slate-200 bg-slate-50 p-6"
          >
            <h2 id="featured-tools" className="text-lg font-semibold text-slate-900">
              Featured tools
            </h2>
            <ul className="mt-4 space-y-4">
              {featured.map((tool) => (
                <li key={tool.id} className="flex gap-3">
                  <ToolLogo tool={tool} size={40} className="h-10 w-10 shrink-0 rounded-lg" />
                  <div>
                    <Link
                      to={`/tool/${tool.slug}`}
                      className="focus-ring rounded font-medium text-slate-900 hover:underline"
                    >
                      {tool.name}
                    </Link>
                    <p className="line-clamp-2 text-sm text-slate-600">{tool.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <section aria-labelledby="sign-in-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="sign-in-title" className="text-2xl font-bold text-slate-900">
          Sign in
        </h1>
        <p className="mt-2 text-slate-600">Bookmark tools, follow your submissions and keep a profile.</p>
        {checking ? (
          <p role="status" className="mt-4 flex items-center gap-2 text-slate-700">
            <Icon name="loader-circle" className="h-4 w-4 animate-spin motion-reduce:animate-none" />
            Checking authentication status...
          </p>
        ) : null}
        {error ? (
          <FormAlert tone="error" title={error.title} className="mt-4">
            <p>{error.description}</p>
          </FormAlert>
        ) : null}
        {result?.ok ? <FormAlert tone="success" title={result.message} className="mt-4" /> : null}
        <Form method="post" className="mt-6 space-y-3" noValidate>
          <CsrfField />
          <TextField
            id="email"
            label="Email address"
            type="email"
            required
            autoComplete="email"
            error={result && !result.ok ? (result.fieldErrors.email ?? result.formError ?? undefined) : undefined}
          />
          <Button
            type="submit"
            name="intent"
            value={SIGN_IN_INTENTS.email}
            disabled={sending}
            variant="accent"
            size="none"
            className="w-full px-4 py-2.5"
          >
            <Icon name="mail" className="h-4 w-4" />
            {sending ? "Sending..." : "Continue with Email"}
          </Button>
        </Form>
        <p className="mt-3 text-sm text-slate-600">{SIGN_IN_SUBSCRIBES}</p>
        {google ? (
          <Form method="post" reloadDocument className="mt-3">
            <CsrfField />
            <Button
              type="submit"
              name="intent"
              value={SIGN_IN_INTENTS.google}
              variant="secondary"
              size="none"
              className="w-full px-4 py-2.5"
            >
              Continue with Google
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
