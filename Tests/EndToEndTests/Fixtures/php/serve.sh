#!/bin/sh
# Starts the back-end with PHP's built-in web server (one process, as `php -S` runs by default).
# Environment: see src/Config.php.
set -eu
cd "$(dirname "$0")"
port="${PORT:-8080}"
echo "php back-end listening on http://127.0.0.1:${port} (faults: ${FAULT:-none})"
exec php -d display_errors=stderr -d log_errors=0 -S "127.0.0.1:${port}" router.php
