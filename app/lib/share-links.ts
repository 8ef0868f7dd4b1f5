// Share buttons: plain links to each network's share page, so they work without JavaScript.

export interface ShareLink {
  network: string;
  label: string;
  href: string;
}

export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "x", label: "Share on X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { network: "reddit", label: "Share on Reddit", href: `https://www.reddit.com/submit?url=${u}&title=${t}` },
    { network: "facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "linkedin",
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    },
    {
      network: "hackernews",
      label: "Share on Hacker News",
      href: `https://news.ycombinator.com/submitlink?u=${u}&t=${t}`,
    },
    {
      network: "whatsapp",
      label: "Share on WhatsApp",
      href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    },
  ];
}
