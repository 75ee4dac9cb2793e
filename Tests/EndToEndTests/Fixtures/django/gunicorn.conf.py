"""gunicorn's settings for the Django fixture back-end (serve.sh): three worker processes sharing
nothing but PostgreSQL, on the port the kit hands over."""
import os

bind = f"127.0.0.1:{os.environ['PORT']}"
workers = 3
worker_class = "sync"
timeout = 30
# The kit stops its back-end with SIGTERM, then SIGKILL after 3 s: let the workers go within 2 s.
graceful_timeout = 2
# Request lines only (no bodies, no Authorization) on standard output, as the app's calls go by.
accesslog = "-"
errorlog = "-"
loglevel = "info"
