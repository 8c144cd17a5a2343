/** A #rrggbb colour as the browser reports a computed colour, rgb(r, g, b). */
export const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};
