/** 32 random hex digits: the part of an uploaded file's name that makes it new with every upload. */
export const randomHex = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
