"""The app's identity capture: start it (Human Plugin creates the process), then, once the browser
session returned (or the person closed it), ask for the outcome, which this back-end reads from
Human Plugin itself."""
import logging
import uuid

from django.db import DatabaseError, IntegrityError, connection
from django.http import JsonResponse
from django.utils import timezone
from rest_framework import status
from rest_framework.response import Response
from rest_framework.views import APIView

from . import faults
from .human_plugin import HumanPluginClient, HumanPluginError
from .models import Capture
from .outcomes import outcome_for
from .serializers import CaptureEndedSerializer, StartCaptureSerializer

logger = logging.getLogger(__name__)


def identity_service_unavailable():
    return Response({"error": "identity_service_unavailable"}, status=status.HTTP_502_BAD_GATEWAY)


class StartCaptureView(APIView):
    """POST /api/captures {document_type, document_number} => 201 {id, link}"""

    def post(self, request):
        serializer = StartCaptureSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        document = serializer.validated_data
        # The request as it came; the log's sensitive-data filter masks the document number.
        logger.info("capture requested by %s: %s", request.user.username, dict(request.data))

        correlation_id = f"kyc-{uuid.uuid4()}"
        try:
            process = HumanPluginClient().create_process(
                document["document_type"], document["document_number"], correlation_id)
        except HumanPluginError as error:
            logger.warning("Human Plugin failed the create (%s): %s", correlation_id, error)
            return identity_service_unavailable()
        try:
            Capture.objects.create(process_id=process.id, owner=request.user, correlation_id=correlation_id,
                                   document_type=document["document_type"])
        except IntegrityError:
            logger.error("Human Plugin issued process id %s, which we already hold (%s)", process.id, correlation_id)
            return identity_service_unavailable()
        logger.info("capture %s started (%s)", process.id, correlation_id)

        answer = {"id": process.id, "link": process.link}
        if faults.on("leak_document_in_start"):
            answer["document"] = {"type": document["document_type"], "number": document["document_number"]}
        return Response(answer, status=status.HTTP_201_CREATED)


class CaptureEndedView(APIView):
    """POST /api/captures/{id}/ended {status} => 200 {id, outcome}

    The app's status is a hint for the log only: the outcome comes from Human Plugin's read."""

    def post(self, request, process_id):
        captures = Capture.objects.filter(process_id=process_id)
        if not faults.on("no_ownership_check"):
            captures = captures.filter(owner=request.user)
        capture = captures.first()
        if capture is None:  # unknown, or another user's: refused before any read
            return Response({"error": "not_found"}, status=status.HTTP_404_NOT_FOUND)
        serializer = CaptureEndedSerializer(data=request.data if isinstance(request.data, dict) else {})
        claim = serializer.validated_data["status"] if serializer.is_valid() else ""

        if faults.on("trust_app_claim") and claim == "success":
            return Response({"id": capture.process_id, "outcome": "approved"})

        try:
            state, result = HumanPluginClient().read_process(capture.process_id)
        except HumanPluginError as error:
            logger.warning("Human Plugin failed the read of %s: %s", capture.process_id, error)
            return identity_service_unavailable()
        outcome = outcome_for(state, result)
        if outcome is None:  # a pair outside the contract: fail closed
            logger.warning("Human Plugin answered %s with an unknown state/result pair", capture.process_id)
            return identity_service_unavailable()
        Capture.objects.filter(pk=capture.pk).update(outcome=outcome, ended_at=timezone.now())
        logger.info("capture %s ended: %s (the app said %r)", capture.process_id, outcome, claim[:20])
        return Response({"id": capture.process_id, "outcome": outcome})


def health(request):
    """GET /health: 200 once the database answers (the kit's readyPath)."""
    try:
        connection.ensure_connection()
    except DatabaseError:
        return JsonResponse({"status": "database unavailable"}, status=503)
    return JsonResponse({"status": "ok"})


def not_found(request, exception=None):
    return JsonResponse({"error": "not_found"}, status=404)


def server_error(request):
    return JsonResponse({"error": "internal_error"}, status=500)
