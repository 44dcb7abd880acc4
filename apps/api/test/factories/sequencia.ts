let ultimo = 0;

/** A number unique in this test file (plates, CPFs, CNPJs, names of the rows the factories create). */
export function sequencia(): number {
  ultimo += 1;
  return ultimo;
}
