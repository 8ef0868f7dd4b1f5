// What a page says when the record its address names does not exist: its 404's message and its
// title. The page's meta reads them in the browser too, so they live outside server modules.

export const ETF_NOT_FOUND = "ETF not found";
export const GLOSSARY_TERM_NOT_FOUND = "Glossary term not found";
export const LEARNING_RESOURCE_NOT_FOUND = "Learning resource not found";
export const MESSAGE_NOT_FOUND = "Message not found";
export const REPORTED_TOOL_NOT_FOUND = "Tool Not Found";
export const REPORT_NOT_FOUND = "Report not found";
export const SUBSCRIBER_NOT_FOUND = "Subscriber not found";
export const TAG_NOT_FOUND = "Tag not found";
export const USER_NOT_FOUND = "User not found";
