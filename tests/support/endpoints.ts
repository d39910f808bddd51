/** Every endpoint of the platform's contract, for the tests that walk them all. */
import * as contract from "#server/contract";
import type { Endpoint } from "#server/contract/define";

function isEndpoint(value: unknown): value is Endpoint {
  return (
    typeof value === "object" &&
    value !== null &&
    "method" in value &&
    "path" in value &&
    "input" in value &&
    "output" in value
  );
}

/** Every endpoint of the contract, keyed `service.name`. */
export const contractEndpoints: [string, Endpoint][] = Object.entries(contract).flatMap(([service, members]) =>
  typeof members === "object" && members !== null
    ? Object.entries(members)
        .filter((entry): entry is [string, Endpoint] => isEndpoint(entry[1]))
        .map(([name, e]): [string, Endpoint] => [`${service}.${name}`, e])
    : [],
);
