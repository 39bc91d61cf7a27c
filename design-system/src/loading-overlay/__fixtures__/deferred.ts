/**
 * A promise the test settles when it likes (`Promise.withResolvers`, which
 * Node 20 does not have yet).
 */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
