// Copyright (c) Microsoft Corporation.
// All rights reserved.
//
// This code is licensed under the MIT License.
//
// Permission is hereby granted, free of charge, to any person obtaining a copy
// of this software and associated documentation files(the "Software"), to deal
// in the Software without restriction, including without limitation the rights
// to use, copy, modify, merge, publish, distribute, sublicense, and / or sell
// copies of the Software, and to permit persons to whom the Software is
// furnished to do so, subject to the following conditions :
//
// The above copyright notice and this permission notice shall be included in
// all copies or substantial portions of the Software.
//
// THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
// IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
// FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
// AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
// LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
// OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN
// THE SOFTWARE.

#define DEFAULT_TEST_UID @"fedcba98-7654-3210-0000-000000000000"
#define DEFAULT_TEST_UTID @"00000000-0000-1234-5678-90abcdefffff"
#define DEFAULT_TEST_HOME_ACCOUNT_ID DEFAULT_TEST_UID@"."DEFAULT_TEST_UTID
#define DEFAULT_TEST_RESOURCE @"https://graph.microsoft.com/"
#define DEFAULT_TEST_AUTHORITY @"https://login.microsoftonline.com/common"
#define DEFAULT_TEST_AUTHORITY_GUID @"https://login.microsoftonline.com/"DEFAULT_TEST_UTID
#define DEFAULT_TEST_TOKEN_ENDPOINT_GUID @"https://login.microsoftonline.com/"DEFAULT_TEST_UTID@"/oauth2/v2.0/token"
#define DEFAULT_TEST_AUTHORIZATION_ENDPOINT @"https://login.microsoftonline.com/common/common/oauth2/authorize"
#define DEFAULT_TEST_ENVIRONMENT @"login.microsoftonline.com"
#define DEFAULT_TEST_CLIENT_ID @"test_client_id"
#define DEFAULT_TEST_SCOPE @"https://graph.microsoft.com/mail.read"
#define DEFAULT_TEST_ID_TOKEN_NAME @"User"
#define DEFAULT_TEST_ID_TOKEN_USERNAME @"user@contoso.com"
#define DEFAULT_TEST_ID_TOKEN_UNIQUE_ID @"29f3807a-4fb0-42f2-a44a-236aa0cb3f97"
#define DEFAULT_TEST_ACCESS_TOKEN @"access_token"
#define DEFAULT_TEST_REFRESH_TOKEN @"refresh_token"
#define DEFAULT_TEST_ID_TOKEN @"id_token"
#define DEFAULT_TEST_FAMILY_ID @"family"
#define DEFAULT_TEST_ID_TOKEN_SUBJECT @"sub"
#define DEFAULT_TEST_REDIRECT_SCHEME   @"msidtest-client-id"
#define DEFAULT_TEST_REDIRECT_URI      DEFAULT_TEST_REDIRECT_SCHEME"://auth"
#define DEFAULT_TEST_SLICE_PARAMS_DICT  @{ @"slice" : @"myslice" }
