# syntax=docker/dockerfile:1
# mVPN's images (docs/deploy.md), built with the README's commands:
#   docker build --target api -t mvpn-api .      the api (also serves the site's documents)
#   docker build --target front -t mvpn-front .  Debian's nginx with deploy/nginx/ and the site's assets
# compose.yaml builds both. scripts/deploy.test.ts checks that the build
# steps stay the README's: npm ci, npm run build, node api/dist/main.js.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci
RUN npm run build

# The front: the same site build as the api's, so an asset a page names is there.
FROM debian:bookworm-slim AS front
RUN apt-get update \
    && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static \
    && rm -rf /var/lib/apt/lists/* \
    && ln -sf /dev/stdout /var/log/nginx/access.log \
    && ln -sf /dev/stderr /var/log/nginx/error.log
COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf
COPY deploy/nginx/mvpn.conf deploy/nginx/mvpn-locations.conf deploy/nginx/security-headers.conf /etc/nginx/mvpn/
COPY --from=build /app/site/build/client /srv/mvpn/site
EXPOSE 80 443
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]

# The api (the default target). SIGTERM drains it (api/README.md "Run it").
FROM node:20-bookworm-slim AS api
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=4s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "api/dist/main.js"]
