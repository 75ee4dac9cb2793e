#!/bin/sh
# The Django fixture back-end as the kit's backend.launch starts it (conformance.json): apply the
# migrations, then exec gunicorn with 3 worker processes on 127.0.0.1:$PORT (gunicorn.conf.py); the
# kit stops it with SIGTERM. Needs Debian's python3-django, python3-djangorestframework,
# python3-psycopg2 and gunicorn, and PostgreSQL where KYC_DB_SOCKET_DIR and KYC_DB_NAME say
# (eval "$(bash pg.sh start DIR)" starts a private cluster and sets them).
set -eu
cd "$(dirname "$0")"
: "${PORT:?PORT is not set (backend.launch.portVariable)}"

# The Python that imports Debian's packages: the python3 on PATH may be another one (pyenv, a venv).
python=""
for candidate in ${DJANGO_PYTHON:-} python3 /usr/bin/python3; do
  if command -v "$candidate" >/dev/null 2>&1 \
    && "$candidate" -c 'import django, rest_framework, psycopg2, gunicorn' 2>/dev/null; then
    python=$candidate
    break
  fi
done
if [ -z "$python" ]; then
  echo "serve.sh: no python3 imports django, rest_framework, psycopg2 and gunicorn" \
    "(Debian: python3-django python3-djangorestframework python3-psycopg2 gunicorn; scripts/ci-install.sh)" >&2
  exit 1
fi

"$python" manage.py migrate --no-input
exec "$python" -m gunicorn --config gunicorn.conf.py kyc_site.wsgi:application
