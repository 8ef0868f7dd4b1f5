import type { MouseEvent } from "react";
import { ButtonLink } from "#app/components/ui/Button.tsx";

/** The avatar (or the name's first letter), the names and address, and the way to edit them. */
export function ProfileHeader({
  avatarUrl,
  name,
  username,
  email,
  onEdit,
}: {
  avatarUrl: string | null;
  name: string;
  username: string | null;
  email: string;
  onEdit: ((event: MouseEvent) => void) | undefined;
}) {
  return (
    <div className="flex flex-wrap items-center gap-5">
      {avatarUrl ? (
        <img
          src={avatarUrl}
          alt=""
          width={80}
          height={80}
          className="h-20 w-20 rounded-full object-cover"
          data-testid="avatar"
        />
      ) : (
        <span
          aria-hidden="true"
          className="flex h-20 w-20 items-center justify-center rounded-full bg-orange-100 text-3xl font-bold text-orange-900"
        >
          {name.charAt(0).toUpperCase()}
        </span>
      )}
      {/* At least 12rem wide, so on a phone the button takes a row of its own below, not the address's place. */}
      <div className="min-w-0 flex-1 basis-48 [overflow-wrap:anywhere]">
        <h1 className="text-3xl font-bold text-slate-900">{name}</h1>
        {username ? <p className="text-slate-700">{`@${username}`}</p> : null}
        <p className="text-sm text-slate-600">{email}</p>
      </div>
      <ButtonLink to="/profile?edit=profile" onClick={onEdit} variant="secondary" size="sm">
        Edit Profile
      </ButtonLink>
    </div>
  );
}
