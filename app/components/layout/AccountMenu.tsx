import { Form } from "react-router";
import type { SessionUser } from "#app/lib/session-user.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { DropdownMenu, MenuButton, MenuList } from "#app/components/layout/DropdownMenu.tsx";
import { Link } from "#app/components/Link.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

const itemClass = "focus-ring block w-full rounded px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100";

/**
 * The header's right side: Sign In, or Submit and the Profile menu (with the Admin badge for
 * admins).
 */
export function AccountMenu({ user }: { user: SessionUser | null }) {
  if (!user)
    return (
      <ButtonLink to="/sign-in" variant="accent" size="sm">
        Sign In
      </ButtonLink>
    );
  return (
    <div className="flex items-center gap-2">
      <ButtonLink to="/submit" variant="accent" size="sm">
        Submit
      </ButtonLink>
      <DropdownMenu
        label={
          <>
            <Icon name="circle-user-round" className="h-5 w-5" />
            Profile
          </>
        }
        panelClassName="w-60"
      >
        <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">My Account</p>
        <p className="truncate px-3 pb-2 text-sm text-slate-800" title={user.email}>
          {user.email}
        </p>
        {user.isAdmin ? (
          <p className="mx-3 mb-2 inline-flex items-center gap-1 rounded-full bg-orange-100 px-2 py-0.5 text-xs font-semibold text-orange-900">
            <Icon name="shield-check" className="h-3.5 w-3.5" />
            Admin
          </p>
        ) : null}
        <MenuList label="Account" from={user} className="border-t border-slate-100 pt-1">
          <li>
            <Link to="/profile" className={itemClass}>
              Profile
            </Link>
          </li>
          <li>
            <Form method="post" action="/sign-out">
              <CsrfField />
              <MenuButton type="submit" className={itemClass}>
                Sign out
              </MenuButton>
            </Form>
          </li>
        </MenuList>
      </DropdownMenu>
    </div>
  );
}
