export { default, headers, loader, meta } from "./$";
