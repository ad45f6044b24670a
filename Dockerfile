# syntax=docker/dockerfile:1

# ---- build: compile TypeScript, then keep only production dependencies --------------------------
FROM node:22-bookworm-slim AS build
# better-sqlite3 compiles from source when no prebuilt binary matches.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV SCARF_ANALYTICS=false
COPY package.json package-lock.json ./
# No install scripts except better-sqlite3's native build (the image's npm may not read "allowScripts").
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm rebuild better-sqlite3
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY domain ./domain
COPY application ./application
COPY adapters ./adapters
COPY bootstrap ./bootstrap
# Printing reads the fallback fonts' regular and bold weights only (adapters/pdf/font-faces.ts):
# the find below keeps those, 42 MB of the packages' 206 MB.
RUN npm run build \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
 && sh scripts/strip-better-sqlite3.sh node_modules/better-sqlite3 \
 && find node_modules/@expo-google-fonts \( -name '*.png' -o \( -name '*.ttf' ! -name '*_400Regular.ttf' ! -name '*_700Bold.ttf' \) \) -delete

# ---- runtime -----------------------------------------------------------------------------------
FROM node:22-bookworm-slim AS runtime
# A fixed mmap threshold keeps glibc from raising it after a render worker frees its large
# buffers, which left about 100 MB of the process resident for up to a minute after a large
# printout (docs/performance.md#printing).
ENV NODE_ENV=production \
    PORT=8080 \
    DATABASE_URL=file:/data/app.db \
    MALLOC_MMAP_THRESHOLD_=131072
RUN groupadd --system --gid 10001 app \
 && useradd --system --uid 10001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
 && mkdir -p /data \
 && chown app:app /data
WORKDIR /app
# Code and dependencies stay owned by root (read-only for the app user); only /data is writable.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
VOLUME /data
USER app
EXPOSE 8080
# Slim images have no curl: use Node's fetch.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/health/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/bootstrap/main.js"]
