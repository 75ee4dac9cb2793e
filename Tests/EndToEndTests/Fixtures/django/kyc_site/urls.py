from django.urls import path, re_path
from rest_framework.authtoken.views import obtain_auth_token

from captures import views

urlpatterns = [
    path("health", views.health),
    # POST {username, password} => {token}: DRF's own view; the password is checked by
    # captures.auth_backends.TestPasswordBackend.
    path("api/login", obtain_auth_token),
    path("api/captures", views.StartCaptureView.as_view()),
    # Human Plugin's process ids are opaque: anything but a slash.
    re_path(r"^api/captures/(?P<process_id>[^/]+)/ended$", views.CaptureEndedView.as_view()),
]

handler404 = "captures.views.not_found"
handler500 = "captures.views.server_error"
