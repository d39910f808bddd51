import { request as httpRequest } from "node:http";

export interface PostedBody {
  status: number;
  body: string;
  /** Bytes written before the answer arrived. */
  sent: number;
}

/**
 * POSTs `total` bytes in 64 KB chunks to `url`, with Content-Length or chunked (streamed, no
 * length), and stops sending once the answer arrives, as browsers and curl do.
 */
export function postBody(
  url: string,
  { type, total, chunked }: { type: string; total: number; chunked: boolean },
): Promise<PostedBody> {
  const { hostname, port, pathname } = new URL(url);
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Promise((resolvePost, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        hostname,
        port,
        path: pathname,
        method: "POST",
        headers: { "Content-Type": type, Accept: "text/html", ...(chunked ? {} : { "Content-Length": String(total) }) },
      },
      (res) => {
        answered = true;
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (d: string) => (body += d));
        res.on("end", () => {
          resolvePost({ status: res.statusCode ?? 0, body, sent });
          req.destroy();
        });
      },
    );
    req.on("error", (err) =>
      answered ? undefined : reject(Object.assign(err, { message: `${err.message} at ${url} after ${sent} bytes` })),
    );
    const pump = () => {
      while (!answered && sent < total) {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}
