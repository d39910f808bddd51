/**
 * /metrics in a cluster: the worker that is asked has the primary gather every worker's registry
 * (prom-client's AggregatorRegistry: counters and histograms summed), so one scrape of the shared
 * port sees the whole host, whichever worker answers it.
 */
import cluster from "node:cluster";
import { AggregatorRegistry } from "prom-client";
import { metrics } from "./metrics";

type MetricsMessage =
  { metrics: "collect"; id: number } | { metrics: "collected"; id: number; body?: string; error?: string };

const isMetricsMessage = (m: unknown): m is MetricsMessage => typeof m === "object" && m !== null && "metrics" in m;

/** A worker that gets no answer within this long answers /metrics with an error. */
const COLLECT_TIMEOUT_MS = 5000;

/** In the primary: answers the workers' requests for the aggregated metrics. */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isMetricsMessage(message) || message.metrics !== "collect") return;
    const reply = (answer: Omit<Extract<MetricsMessage, { metrics: "collected" }>, "metrics" | "id">) =>
      worker.isConnected() && worker.send({ metrics: "collected", id: message.id, ...answer } satisfies MetricsMessage);
    aggregator.clusterMetrics().then(
      (body) => reply({ body }),
      (err: Error) => reply({ error: err.message }),
    );
  });
}

/** In a worker: its registry answers the primary, and /metrics asks the primary for the sum. */
export function clusterExposition(): () => Promise<{ contentType: string; body: string }> {
  AggregatorRegistry.setRegistries([metrics.registry]);
  // Constructing one installs prom-client's listener that answers the primary's collection.
  new AggregatorRegistry();
  let next = 0;
  const waiting = new Map<number, (m: Extract<MetricsMessage, { metrics: "collected" }>) => void>();
  process.on("message", (message: unknown) => {
    if (isMetricsMessage(message) && message.metrics === "collected") waiting.get(message.id)?.(message);
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = ++next;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error("the primary did not gather the workers' metrics in time"));
      }, COLLECT_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        waiting.delete(id);
        if (answer.body === undefined) reject(new Error(answer.error ?? "no metrics"));
        else resolve({ contentType: metrics.registry.contentType, body: answer.body });
      });
      process.send!({ metrics: "collect", id } satisfies MetricsMessage);
    });
}
