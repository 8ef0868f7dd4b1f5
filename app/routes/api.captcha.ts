import type { LoaderFunctionArgs } from "react-router";

import { newAltchaChallenge } from "#app/server/captcha/altcha.server.ts";

// A fresh ALTCHA challenge for the contact form's widget (never cached: each one is single-use).
export async function loader({ context }: LoaderFunctionArgs) {
  return Response.json(await newAltchaChallenge(context.env.BETTER_AUTH_SECRET), {
    headers: { "Cache-Control": "no-store" },
  });
}
