// The campaign query parameters a landing link may carry (spec §2 "Query parameters read"): one list for
// the browser's attribution and for what analytics and logs may keep of a URL. Pure, without zod, so
// the first-render code that reads them pulls in no schema.

export const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
