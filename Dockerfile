# syntax=docker/dockerfile:1
# The portal as a container: build the production bundle, then serve it with Debian's nginx and the SAME deploy/
# configuration that CI's nginx check (scripts/nginx-check.mjs) tests against Debian 12's nginx.
# Runtime configuration comes from ONE_ECOM_* environment variables at container start (README "Deployment"):
#   docker build -t one-ecom .
#   docker run -p 8080:8080 -e ONE_ECOM_API_BASE_URL=https://api.example.com/api \
#     -e ONE_ECOM_LEGACY_ORIGIN=https://ecom.example.com -e ONE_ECOM_FRAME_ANCESTORS="'self'" one-ecom

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CI=true
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM debian:bookworm-slim AS web
# Brotli modules from Debian; render-config.sh loads them when present, so the image still works without them.
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static \
  && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled /etc/nginx/conf.d /etc/nginx/modules-enabled
COPY deploy/nginx.conf deploy/one-ecom.conf deploy/security-headers.conf deploy/render-config.sh \
  deploy/docker-entrypoint.sh /etc/nginx/
COPY --from=build /app/dist /srv/www/one-ecom
# Source maps stay with the build artefacts, not on the public server (nginx answers 404 for *.map anyway).
RUN find /srv/www/one-ecom -name '*.map' -delete \
  && chmod 755 /etc/nginx/render-config.sh /etc/nginx/docker-entrypoint.sh
ENV ONE_ECOM_CONF_DIR=/etc/nginx ONE_ECOM_WEB_ROOT=/srv/www ONE_ECOM_LISTEN=8080
EXPOSE 8080
STOPSIGNAL SIGQUIT
ENTRYPOINT ["/etc/nginx/docker-entrypoint.sh"]
