// The tool submission form's limits, shared by the form and its rules (submission-rules.ts), without zod.
export const SUBMISSION_LIMITS = { name: 80, url: 300, description: 300, tags: 5, tag: 30 } as const;
