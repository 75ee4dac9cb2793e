from django.conf import settings
from django.db import models


class Capture(models.Model):
    """One identity capture an app user started: the Human Plugin process, who owns it, what came of it.

    The document number is not stored: Human Plugin has it, and the outcome is all the app needs."""

    # Human Plugin's id from the create's 201, kept to read the result with it. UNIQUE: one row per
    # process, whatever the number of runs against this database.
    process_id = models.CharField(max_length=255, unique=True)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="captures")
    # Our own reference for Human Plugin (its correlationId): new for every capture.
    correlation_id = models.CharField(max_length=64, unique=True)
    document_type = models.CharField(max_length=64)
    # The outcome of Human Plugin's last read, once the app said the capture ended.
    outcome = models.CharField(max_length=16, blank=True, default="")
    created_at = models.DateTimeField(auto_now_add=True)
    ended_at = models.DateTimeField(null=True, blank=True)

    def __str__(self):
        return f"capture {self.process_id}"
