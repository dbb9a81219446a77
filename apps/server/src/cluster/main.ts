import { createServer } from "node:http";
import { startCluster } from "./topology";

/**
 * `npm run test:cluster`'s server (e2e/playwright.cluster.config.ts starts it): the topology of topology.ts behind
 * CLUSTER_PORT, and a control port (CLUSTER_PORT + 30) the specs use to kill and restart a node or PgBouncer.
 */
const port = Number(process.env.CLUSTER_PORT ?? 3300);
const cluster = await startCluster({
  port,
  env: {
    MAIL_OUTBOX_VIEW: "true",
    ...(process.env.CLUSTER_SMTP_URL ? { SMTP_URL: process.env.CLUSTER_SMTP_URL } : {}),
  },
  // One inbound SMTP listener for the cluster (in production an MTA in front of the nodes).
  firstNodeEnv: process.env.CLUSTER_INBOUND_SMTP_PORT
    ? { INBOUND_SMTP_PORT: process.env.CLUSTER_INBOUND_SMTP_PORT }
    : {},
});

const describe = () => ({
  port: cluster.port,
  bouncerPort: cluster.bouncerPort,
  postgresPort: cluster.postgresPort,
  ownerUrl: cluster.ownerUrl,
  bouncedUrl: cluster.bouncedUrl,
  nodes: cluster.nodes.map((node) => ({ index: node.index, port: node.port, alive: node.alive() })),
});

const control = createServer((request, response) => {
  const answer = (status: number, body: unknown) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const url = request.url ?? "/";
  const act = async (): Promise<unknown> => {
    if (request.method === "GET" && url === "/cluster") return describe();
    const nodeAction = /^\/nodes\/(\d+)\/(kill|start)$/.exec(url);
    const node = nodeAction ? cluster.nodes[Number(nodeAction[1])] : undefined;
    if (request.method === "POST" && node) {
      if (nodeAction?.[2] === "kill") await node.kill();
      else await node.start();
      return describe();
    }
    if (request.method === "POST" && url === "/pgbouncer/restart") {
      await cluster.restartBouncer();
      return describe();
    }
    return undefined;
  };
  act().then(
    (body) => (body === undefined ? answer(404, { error: "unknown" }) : answer(200, body)),
    (error: Error) => answer(500, { error: error.message }),
  );
});
control.listen(port + 30, "127.0.0.1");

const shutdown = async () => {
  control.close();
  await cluster.stop();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown());
process.once("SIGTERM", () => void shutdown());
console.log(`cluster up: http://localhost:${port} (control on ${port + 30})`);
