from django.apps import AppConfig


class CapturesConfig(AppConfig):
    name = "captures"
    verbose_name = "Identity captures through Human Plugin"
