#!/usr/bin/env bash
# Installs what the interoperability tests (Tests/InteropTests) and the benchmark
# (scripts/bench/run.sh) need on a Debian-like CI machine. Idempotent: installs only what is missing.
# Tests whose tool is still absent skip with the reason.
set -euo pipefail

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

# Debian packages: curl (tests, benchmark), wrk and nginx (benchmark), a JDK when java is absent (test).
packages=()
command -v curl >/dev/null || packages+=(curl)
command -v wrk >/dev/null || packages+=(wrk)
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || packages+=(nginx)
command -v java >/dev/null || packages+=(default-jdk-headless)
command -v python3 >/dev/null || packages+=(python3 python3-pip)
# perl with its core modules (HTTP::Tiny, JSON::PP): the Perl fixture back-end (PerlBackendTests).
perl -MHTTP::Tiny -MJSON::PP -e 1 >/dev/null 2>&1 || packages+=(perl)
if [ "${#packages[@]}" -gt 0 ]; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${packages[@]}"
fi

# Python client libraries (tests). A Debian system python refuses pip (PEP 668): use its packages then.
if ! python3 -c 'import requests, httpx' 2>/dev/null; then
  python3 -m pip install --upgrade requests httpx \
    || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends python3-requests python3-httpx
fi

# Go and PHP (the fixture back-ends of Tests/EndToEndTests/Fixtures/go and .../php, run by
# GoPHPBackendTests): the Go toolchain, PHP's command line with its built-in server, and curl for PHP.
packages=()
command -v go >/dev/null || packages+=(golang-go)
command -v php >/dev/null || packages+=(php-cli)
command -v php >/dev/null && php -r 'exit(extension_loaded("curl") ? 0 : 1);' || packages+=(php-curl)
if [ "${#packages[@]}" -gt 0 ]; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends "${packages[@]}"
fi

# JUnit consumers the report tests run for real (Tests/.../Report/ConsumerViewTests.swift): junitparser
# and junit2html from PyPI; xmllint (libxml2-utils) validates junit.xml against the pinned schemas.
if ! command -v xmllint >/dev/null; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends libxml2-utils
fi
if ! python3 -c 'import junitparser' 2>/dev/null || ! command -v junit2html >/dev/null; then
  python3 -m pip install --upgrade junitparser junit2html \
    || python3 -m pip install --break-system-packages --upgrade junitparser junit2html
fi
# jsonschema validates the in-toto attestation and app-check.sarif against their pinned schemas.
if ! python3 -c 'import jsonschema' 2>/dev/null; then
  python3 -m pip install --upgrade jsonschema \
    || DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends python3-jsonschema
fi

# A JDK with javac (the Java fixture back-end, Tests/EndToEndTests/Fixtures/java, run by JavaBackendTests
# as a single-file source program: `java Backend.java` needs the compiler a JRE lacks).
if ! command -v javac >/dev/null; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends default-jdk-headless
fi

# The release build and its standalone check (scripts/release.sh, scripts/standalone-check.sh):
# strip and objdump (binutils), ldd (libc-bin, always there), python3 to compare verdicts.
if ! command -v strip >/dev/null || ! command -v objdump >/dev/null; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends binutils
fi

# Ruby with Sinatra on WEBrick (the "201 Created + Location" fixture back-end,
# Tests/EndToEndTests/Fixtures/ruby, run by RubyBackendTests).
if ! command -v ruby >/dev/null || ! ruby -e 'require "sinatra/base"; require "webrick"' 2>/dev/null; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends ruby ruby-sinatra ruby-webrick
fi

# API-only Rails on Puma (the Rails fixture back-end, Tests/EndToEndTests/Fixtures/rails, run by
# RailsBackendTests): Debian's Rails controller stack and Puma, not the whole ruby-rails (44 packages,
# Active Record and the mailers among them): 24 packages, about 45 s on a two-core machine.
if ! command -v puma >/dev/null || ! ruby -e 'require "rails"; require "action_controller/railtie"' 2>/dev/null; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends ruby ruby-railties ruby-actionpack puma
fi

# Django and Django REST framework on gunicorn, with PostgreSQL (the Django fixture back-end,
# Tests/EndToEndTests/Fixtures/django, run by DjangoBackendTests): Debian's packages, for Debian's own
# /usr/bin/python3 (the python3 on PATH may be another). The tests run a private cluster of their own
# (Fixtures/django/pg.sh): the package's main cluster is not wanted, so none is created.
if ! /usr/bin/python3 -c 'import django, rest_framework, psycopg2, gunicorn' 2>/dev/null \
  || ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ ! -d /usr/lib/postgresql ]; then
    $SUDO mkdir -p /etc/postgresql-common/createcluster.d
    echo "create_main_cluster = false" | $SUDO tee /etc/postgresql-common/createcluster.d/hp-conformance.conf >/dev/null
  fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends \
    python3-django python3-djangorestframework python3-psycopg2 gunicorn postgresql
fi

# grpcio and grpcio-tools (the gRPC fixture back-end and its app adapter, Tests/EndToEndTests/Fixtures/grpc,
# whose stubs grpc_tools.protoc generates at test time; run by AdapterBackendTests).
if ! python3 -c 'import grpc, grpc_tools' 2>/dev/null; then
  python3 -m pip install --upgrade grpcio grpcio-tools \
    || python3 -m pip install --break-system-packages --upgrade grpcio grpcio-tools
fi

# Node with npm (the `npm start` wrapper launch of HostilePeerTests, and the fetch interop test).
if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y --no-install-recommends nodejs npm
fi
