//
// Copyright (c) 2025-Present, Okta, Inc. and/or its affiliates. All rights reserved.
// The Okta software accompanied by this notice is provided pursuant to the Apache License, Version 2.0 (the "License.")
//
// You may obtain a copy of the License at http://www.apache.org/licenses/LICENSE-2.0.
// Unless required by applicable law or agreed to in writing, software
// distributed under the License is distributed on an "AS IS" BASIS, WITHOUT
// WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
//
// See the License for the specific language governing permissions and limitations under the License.
//

let openidConfigurationJSONString = """
{
   "authorization_endpoint" : "https://example.com/oauth2/v1/authorize",
   "claims_supported" : [
      "iss",
      "ver",
      "sub",
      "aud",
      "iat",
      "exp",
      "jti",
      "auth_time",
      "amr",
      "idp",
      "nonce",
      "name",
      "nickname",
      "preferred_username",
      "given_name",
      "middle_name",
      "family_name",
      "email",
      "email_verified",
      "profile",
      "zoneinfo",
      "locale",
      "address",
      "phone_number",
      "picture",
      "website",
      "gender",
      "birthdate",
      "updated_at",
      "at_hash",
      "c_hash"
   ],
   "code_challenge_methods_supported" : [
      "S256"
   ],
   "device_authorization_endpoint" : "https://example.com/oauth2/v1/device/authorize",
   "end_session_endpoint" : "https://example.com/oauth2/v1/logout",
   "grant_types_supported" : [
      "authorization_code",
      "implicit",
      "refresh_token",
      "password",
      "urn:ietf:params:oauth:grant-type:device_code"
   ],
   "id_token_signing_alg_values_supported" : [
      "RS256"
   ],
   "introspection_endpoint" : "https://example.com/oauth2/v1/introspect",
   "introspection_endpoint_auth_methods_supported" : [
      "client_secret_basic",
      "client_secret_post",
      "client_secret_jwt",
      "private_key_jwt",
      "none"
   ],
   "issuer" : "https://example.com",
   "jwks_uri" : "https://example.com/oauth2/v1/keys",
   "registration_endpoint" : "https://example.com/oauth2/v1/clients",
   "request_object_signing_alg_values_supported" : [
      "HS256",
      "HS384",
      "HS512",
      "RS256",
      "RS384",
      "RS512",
      "ES256",
      "ES384",
      "ES512"
   ],
   "request_parameter_supported" : true,
   "response_modes_supported" : [
      "query",
      "fragment",
      "form_post",
      "okta_post_message"
   ],
   "response_types_supported" : [
      "code",
      "id_token",
      "code id_token",
      "code token",
      "id_token token",
      "code id_token token"
   ],
   "revocation_endpoint" : "https://example.com/oauth2/v1/revoke",
   "revocation_endpoint_auth_methods_supported" : [
      "client_secret_basic",
      "client_secret_post",
      "client_secret_jwt",
      "private_key_jwt",
      "none"
   ],
   "scopes_supported" : [
      "openid",
      "email",
      "profile",
      "address",
      "phone",
      "offline_access",
      "groups"
   ],
   "subject_types_supported" : [
      "public"
   ],
   "token_endpoint" : "https://example.com/oauth2/v1/token",
   "token_endpoint_auth_methods_supported" : [
      "client_secret_basic",
      "client_secret_post",
      "client_secret_jwt",
      "private_key_jwt",
      "none"
   ],
   "userinfo_endpoint" : "https://example.com/oauth2/v1/userinfo"
}
"""
