"""Settings of the Django fixture back-end: an API for the iOS app's identity capture through Human
Plugin, in PostgreSQL, served by gunicorn (serve.sh). Everything that differs between runs comes
from the environment, as the kit's backend.launch (conformance.json) hands it over."""
import os

from django.core.exceptions import ImproperlyConfigured

from captures import faults


def env(name, default=None):
    value = os.environ.get(name, default)
    if value is None or value == "":
        raise ImproperlyConfigured(f"the environment variable {name} is not set")
    return value


SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = False
ALLOWED_HOSTS = ["127.0.0.1", "localhost", "[::1]"]

INSTALLED_APPS = [
    "django.contrib.contenttypes",
    "django.contrib.auth",
    "rest_framework",
    "rest_framework.authtoken",
    "captures",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.middleware.common.CommonMiddleware",
]

ROOT_URLCONF = "kyc_site.urls"
WSGI_APPLICATION = "kyc_site.wsgi.application"

# A private PostgreSQL cluster reached over its unix socket (pg.sh): HOST is the socket's directory.
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "HOST": env("KYC_DB_SOCKET_DIR"),
        "PORT": env("KYC_DB_PORT", "5432"),
        "NAME": env("KYC_DB_NAME"),
        "USER": env("KYC_DB_USER", "hp_django_app"),
        "CONN_MAX_AGE": 60,
        "OPTIONS": {"connect_timeout": 5},
    }
}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
USE_TZ = True
TIME_ZONE = "UTC"

# The app's users log in with the test password (APP_TEST_PASSWORD) and get a DRF token.
AUTHENTICATION_BACKENDS = ["captures.auth_backends.TestPasswordBackend"]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["rest_framework.renderers.JSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["rest_framework.parsers.JSONParser"],
}

# Human Plugin: where it is, how we authenticate, who we are, and where the capture returns to.
HUMAN_PLUGIN = {
    "BASE_URL": env("HUMAN_PLUGIN_BASE_URL", "http://127.0.0.1:8099"),
    "TOKEN": env("HUMAN_PLUGIN_TOKEN"),
    "CLIENT_ID": env("HUMAN_PLUGIN_CLIENT_ID", "client-a"),
    "CALLBACK_URI": env("APP_URL_SCHEME", "com.example.capture") + "://callback",
    # The app waits 10 s for an answer: give up on Human Plugin well before that.
    "TIMEOUT_SECONDS": float(env("HUMAN_PLUGIN_TIMEOUT_SECONDS", "4")),
}

# Logs on standard output (backend.log in the kit's launch mode). The sensitive-data filter masks the
# document number, passwords and tokens in whatever a log call is given (OWASP ASVS V7.1.1).
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "filters": {
        "sensitive_data": {"()": "captures.log_filters.SensitiveDataFilter"},
    },
    "formatters": {
        "plain": {"format": "{asctime} {levelname} {name} [{process}] {message}", "style": "{"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "stream": "ext://sys.stdout",
            "formatter": "plain",
            "filters": [] if faults.on("log_document_number") else ["sensitive_data"],
        },
    },
    "loggers": {
        "django": {"handlers": ["console"], "level": "INFO", "propagate": False},
        "captures": {"handlers": ["console"], "level": "INFO", "propagate": False},
    },
}
