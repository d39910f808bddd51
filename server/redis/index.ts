/** Redis, when REDIS_URL is set (decision 0031): the connection, attempt counters and cache notices. */
export { openRedis, redisHealth, redisReadiness, type RedisLink, type RedisSettings } from "./link";
export { redisAttemptCounter } from "./attempts";
export { relayCacheOverRedis } from "./cache-notices";
