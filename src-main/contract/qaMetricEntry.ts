import type { QaMetricId } from "./metricIds.ts";
import type { MetricInfo } from "./metrics.ts";

/** A catalog entry of a metric scored per QA (metricCatalog.ts, judgeMetricCatalog.ts). */
export const qaMetricEntry = (id: QaMetricId, info: Omit<MetricInfo, "id" | "level">): MetricInfo => ({ id, level: "qa", ...info });
