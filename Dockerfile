# syntax=docker/dockerfile:1
# CreditPath as one image: the compiled server and the built client on Node 24 LTS, run as a user without
# rights. `docker compose up` (compose.yaml) runs it with PostgreSQL and a proxy; see the README.
ARG NODE_IMAGE=node:24-bookworm-slim

# Every dependency, as package-lock.json pins them.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund

# The typecheck, the client (Vite) and the server (esbuild) into dist/.
FROM deps AS build
COPY . .
RUN npm run build

# The packages the server loads at run time, and nothing of the tooling.
FROM deps AS production-deps
RUN npm prune --omit=dev --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
# package.json says the bundle is an ES module; the code itself belongs to root and cannot be changed by the server.
COPY package.json ./
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# DATA_DIR (./data): the embedded database when no DATABASE_URL is given, and the outbox without SMTP_URL.
RUN mkdir data && chown node:node data
USER node
EXPOSE 5000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT ?? 5000}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
