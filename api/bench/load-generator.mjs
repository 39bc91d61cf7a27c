// Runs autocannon in its own process (so the server's CPU time can be
// measured apart from the load generator's) and sends the result back.
import autocannon from "autocannon";

process.once("message", async (options) => {
  const result = await autocannon(options);
  process.send(
    {
      requests: { average: result.requests.average, total: result.requests.total },
      latency: { p50: result.latency.p50, p99: result.latency.p99 },
      ok2xx: result["2xx"],
      non2xx: result.non2xx,
      errors: result.errors,
    },
    () => process.exit(0),
  );
});
