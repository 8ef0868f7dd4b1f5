import type { useLoaderData } from "react-router";

/** What a page's component gets from its route's `loader`, for the parts it hands to other components. */
export type LoaderData<Loader> = ReturnType<typeof useLoaderData<Loader>>;
