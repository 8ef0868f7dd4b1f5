import { useRouteLoaderData } from "react-router";
import { useEffect, useState } from "react";
import type { NoticeMessage } from "#app/lib/notices.ts";
import { BitcoinMark } from "#app/components/layout/SiteLogo.tsx";
import { NewsletterForm } from "#app/components/newsletter/NewsletterForm.tsx";

const BOUNCE_MS = 2000;

/**
 * The home hero's newsletter signup. On success the Bitcoin logo bounces for 2 seconds: after the
 * in-place subscription with JavaScript, or on arriving back from the form without it.
 */
export function HeroNewsletter() {
  const root = useRouteLoaderData<{ notice: NoticeMessage | null }>("root");
  const [bouncing, setBouncing] = useState(root?.notice?.key === "newsletter-subscribed-hero");
  useEffect(() => {
    if (!bouncing) return;
    const timer = setTimeout(() => setBouncing(false), BOUNCE_MS);
    return () => clearTimeout(timer);
  }, [bouncing]);

  return (
    <section
      aria-labelledby="hero-newsletter"
      className="mt-8 max-w-xl rounded-xl border border-orange-200 bg-white/80 p-5"
    >
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          data-testid="hero-logo"
          data-bouncing={bouncing || undefined}
          className={`flex h-10 w-10 shrink-0 ${bouncing ? "animate-bounce-twice motion-reduce:animate-none" : ""}`}
        >
          <BitcoinMark size={40} />
        </span>
        <h2 id="hero-newsletter" className="font-semibold text-slate-900">
          Get the week&apos;s new Bitcoin tools by e-mail
        </h2>
      </div>
      <div className="mt-3">
        <NewsletterForm source="hero" onSubscribed={() => setBouncing(true)} />
      </div>
    </section>
  );
}
