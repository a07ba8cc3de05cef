# docker buildx bake -f infra/deploy/docker-bake.hcl   (from the repository root)
variable "REGISTRY" { default = "registry.example.com/shop" }
variable "TAG" { default = "dev" }

group "default" {
  targets = ["edge", "registry", "shop-api", "content", "content-gateway", "flags", "catalogue"]
}

target "_service" {
  context    = "."
  dockerfile = "infra/deploy/Dockerfile"
}

target "edge" {
  inherits = ["_service"]
  args     = { WORKSPACE = "host", ENTRY = "host/server/main.ts" }
  tags     = ["${REGISTRY}/edge:${TAG}"]
}

target "registry" {
  inherits = ["_service"]
  args     = { WORKSPACE = "infra/registry", ENTRY = "infra/registry/src/main.ts" }
  tags     = ["${REGISTRY}/registry:${TAG}"]
}

target "shop-api" {
  inherits = ["_service"]
  args     = { WORKSPACE = "infra/shop-api", ENTRY = "infra/shop-api/src/main.ts" }
  tags     = ["${REGISTRY}/shop-api:${TAG}"]
}

target "content" {
  inherits = ["_service"]
  args     = { WORKSPACE = "infra/content", ENTRY = "infra/content/src/main.ts" }
  tags     = ["${REGISTRY}/content:${TAG}"]
}

target "content-gateway" {
  inherits = ["_service"]
  args     = { WORKSPACE = "infra/content", ENTRY = "infra/content/src/gateway-main.ts" }
  tags     = ["${REGISTRY}/content-gateway:${TAG}"]
}

target "flags" {
  inherits = ["_service"]
  args     = { WORKSPACE = "infra/flags", ENTRY = "infra/flags/src/main.ts" }
  tags     = ["${REGISTRY}/flags:${TAG}"]
}

target "catalogue" {
  inherits = ["_service"]
  args     = { WORKSPACE = "infra/catalogue", ENTRY = "infra/catalogue/src/main.ts" }
  tags     = ["${REGISTRY}/catalogue:${TAG}"]
}
