import { z } from "zod";
import * as contract from "#server/contract";
import { errorMessages, statusCodes, type Endpoint } from "#server/contract";

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === "object" && value !== null && "method" in value && "path" in value && "input" in value;
}

function fields(schema: z.ZodType): string {
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return "";
  return Object.entries(shape)
    .map(([name, field]) => (field.safeParse(undefined).success ? `${name}?` : name))
    .join(", ");
}

export function apiDoc(): string {
  const rows: string[] = [];
  const byName = (a: [string, unknown], b: [string, unknown]) => a[0].localeCompare(b[0]);
  for (const [service, members] of Object.entries(contract).sort(byName)) {
    if (typeof members !== "object" || members === null) continue;
    for (const [name, value] of Object.entries(members).sort(byName)) {
      if (!isEndpoint(value)) continue;
      rows.push(
        `| ${service} | \`${name}\` | ${value.method} | \`/api/${value.path}\` | ${fields(value.input) || "-"} | ${value.public ? "no" : "yes"} |`,
      );
    }
  }
  return `# Platform API

Generated from \`server/contract\` by \`node --import tsx scripts/api-doc.ts\`; do not edit by hand.

Every request carries the headers \`apikey\`, \`language\` (en or hr), \`storeid\`, \`siteid\` and, for a
signed-in user, \`accesstoken\`. GET and DELETE inputs go in the query string (lists as \`key[]=a&key[]=b\`),
the others as a JSON body. Answers are \`{ "data": ... }\`; errors \`{ "errored": true, "code", "message", "statusCode" }\`.

| service | name | method | path | input (\`?\` optional) | apiKey |
|---|---|---|---|---|---|
${rows.join("\n")}

## Error codes

Every error carries a stable machine \`code\` beside the spec's \`message\` (section 8): callers decide by
the code, which stays when a message's wording changes (\`server/contract/errors.ts\`). Each message
below always comes with its code; one message has one code, whichever service answers it.

| code | message |
|---|---|
${Object.entries(errorMessages)
  .map(([code, message]) => `| \`${code}\` | ${message.replace(/\|/g, "\\|")} |`)
  .join("\n")}

Any other message (the details of a validation, an unknown path, a method a path does not take, a body
over its limit) comes with the code of its status:

| status | code |
|---|---|
${Object.entries(statusCodes)
  .map(([status, code]) => `| ${status} | \`${code}\` |`)
  .join("\n")}
`;
}
