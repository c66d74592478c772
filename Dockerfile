# One image per service, built from the workspace root. Services run TypeScript directly with tsx.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY events/store/package.json events/store/
COPY events/web/package.json events/web/
COPY command-service/package.json command-service/
COPY command-service/seed/package.json command-service/seed/
COPY projection-service/package.json projection-service/
COPY projection-service/worlds/package.json projection-service/worlds/
COPY query-service/package.json query-service/
COPY client/package.json client/
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY . .

FROM source AS client-build
RUN npm run build -w client

FROM source AS command-service
WORKDIR /app/command-service
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM source AS projection-service
WORKDIR /app/projection-service
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM source AS query-service
COPY --from=client-build /app/client/dist /app/client/dist
# The client's server build: a guest's first screen rendered into the page (docs/adr/0053).
COPY --from=client-build /app/client/dist-ssr /app/client/dist-ssr
WORKDIR /app/query-service
CMD ["node", "--import", "tsx", "src/main.ts"]

FROM source AS seed
CMD ["node", "--import", "tsx", "command-service/seed/src/cli.ts"]

# The client's build files at the edge (nginx); pages and the API go to the query processes (client/nginx.conf).
FROM nginx:1.27-alpine AS client
COPY --from=client-build /app/client/dist /usr/share/nginx/html
COPY client/nginx.conf /etc/nginx/conf.d/default.conf
