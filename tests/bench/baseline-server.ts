/** The baseline: a plain Node HTTP server answering a small HTML page listing 24 items, so the
 * storefront's throughput is read as a ratio against what this machine does with no framework. */
import { createServer } from "node:http";

const port = Number(process.env.PORT ?? 3801);
const items = Array.from({ length: 24 }, (_, i) => ({ name: `Product ${i + 1}`, price: (1999 + i * 250) / 100 }));

createServer((_req, res) => {
  const list = items
    .map((item) => `<li><a href="/product/p-${item.name}">${item.name}</a> <span>€${item.price.toFixed(2)}</span></li>`)
    .join("");
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><h1>Products</h1><ul>${list}</ul></body></html>`,
  );
}).listen(port, "127.0.0.1");
