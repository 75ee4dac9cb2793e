from rest_framework import serializers

# Human Plugin's document types (the vendor's public list).
DOCUMENT_TYPES = [
    "DUI_TYPE_NG_BVN",
    "DUI_TYPE_NG_NIN",
    "DUI_TYPE_BR_CPF",
    "DUI_TYPE_MX_CURP",
    "DUI_TYPE_US_SSN",
    "DUI_TYPE_ZZ_EMAIL",
    "DUI_TYPE_ZZ_PHONE_NUMBER",
]


class StartCaptureSerializer(serializers.Serializer):
    document_type = serializers.ChoiceField(choices=DOCUMENT_TYPES)
    # Sent to Human Plugin exactly as the app typed it: no trimming, no number parsing.
    document_number = serializers.CharField(max_length=128, trim_whitespace=False)


class CaptureEndedSerializer(serializers.Serializer):
    # What the app says happened ("ended", "cancelled", ...): logged, never trusted.
    status = serializers.CharField(max_length=64, required=False, allow_blank=True, default="")
