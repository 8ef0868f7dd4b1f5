import { redirect } from "react-router";

// /category without a slug: the 'Invalid Category' toast, on /browse.
export const loader = () => redirect("/browse?notice=invalid-category");
