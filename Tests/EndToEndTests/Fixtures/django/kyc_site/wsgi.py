"""WSGI entry point: gunicorn serves `kyc_site.wsgi:application` (serve.sh, gunicorn.conf.py)."""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "kyc_site.settings")

application = get_wsgi_application()
