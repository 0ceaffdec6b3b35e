interface HappyDomWindow {
  happyDOM: { setViewport(size: { width: number; height: number }): void };
}

/** Resizes happy-dom's window: a phone is 768 px wide or less (Product specification, shell §9). */
export const setViewport = (width: number, height: number) =>
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height });
