import { measureClientWeight } from "./bench/client-weight";
measureClientWeight("http://localhost:4393", "/api-testing/on-prem/composer").then((w) => console.log(w.jsGzipBytes, JSON.stringify(w.assets.filter((a) => a.kind === "js").map((a) => [a.url.split("/").pop(), a.gzipBytes]))));
