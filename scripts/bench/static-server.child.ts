// Entry of the static server's process (see static-server.ts): STATIC_ROOT and PORT from the environment.
import { serveSavedPages } from "./static-server";

const root = process.env.STATIC_ROOT;
const port = Number(process.env.PORT);
if (!root || !Number.isInteger(port)) throw new Error("STATIC_ROOT and PORT are required");
serveSavedPages(root, port);
