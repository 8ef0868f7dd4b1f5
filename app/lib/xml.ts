const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

/** Text made safe for XML content and attribute values (sitemap, RSS, SVG). */
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ENTITIES[char]!);
