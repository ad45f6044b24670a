/** A promise and the function that fulfils it: one side waits for the moment the other says. */
export interface Signal {
  readonly happened: Promise<void>;
  readonly fire: () => void;
}

export function signal(): Signal {
  let fire!: () => void;
  const happened = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { happened, fire };
}
