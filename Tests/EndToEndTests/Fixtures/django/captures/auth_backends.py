"""The app's users in the test environment: any user name, one password shared by the test users
(APP_TEST_PASSWORD). A user is created at its first login; DRF's obtain_auth_token gives it a token."""
import os

from django.contrib.auth import get_user_model
from django.contrib.auth.backends import BaseBackend
from django.contrib.auth.hashers import make_password
from django.db import IntegrityError
from django.utils.crypto import constant_time_compare


class TestPasswordBackend(BaseBackend):
    def authenticate(self, request, username=None, password=None, **kwargs):
        expected = os.environ.get("APP_TEST_PASSWORD", "")
        if not expected or not username or not password:
            return None
        if not constant_time_compare(password, expected):
            return None
        user_model = get_user_model()
        try:
            user, _ = user_model.objects.get_or_create(username=username, defaults={"password": make_password(None)})
        except IntegrityError:  # the same user logging in on two workers at once
            user = user_model.objects.get(username=username)
        return user if user.is_active else None

    def get_user(self, user_id):
        return get_user_model().objects.filter(pk=user_id, is_active=True).first()
