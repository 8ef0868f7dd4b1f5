/**
 * A form answered in place once hydrated carries this field (rendered by the browser only); a form
 * posted without JavaScript lacks it and is answered with a redirect back.
 */
export const IN_PLACE_FIELD = "inPlace";
