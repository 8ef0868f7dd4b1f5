export { default, headers, loader, meta } from "./topics._index";
