// The dictionary's built-in terms (spec: about 120 static entries), written for this site.
import type { GlossaryTerm } from "#app/lib/glossary.ts";
import terms from "#db/seed/glossary.json";

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = terms;
