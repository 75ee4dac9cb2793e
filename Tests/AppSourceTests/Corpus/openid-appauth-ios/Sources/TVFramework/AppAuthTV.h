/*! @file AppAuthTV.h
   @brief AppAuthTV SDK
   @copyright
       Copyright 2020 Google Inc.
   @copydetails
       Licensed under the Apache License, Version 2.0 (the "License");
       you may not use this file except in compliance with the License.
       You may obtain a copy of the License at

       http://www.apache.org/licenses/LICENSE-2.0

       Unless required by applicable law or agreed to in writing, software
       distributed under the License is distributed on an "AS IS" BASIS,
       WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
       See the License for the specific language governing permissions and
       limitations under the License.
*/

#import <Foundation/Foundation.h>

//! Project version number for AppAuthTV.
FOUNDATION_EXPORT double AppAuthTVVersionNumber;

//! Project version string for AppAuthTV.
FOUNDATION_EXPORT const unsigned char AppAuthTVVersionString[];

#import <AppAuthTV/OIDAuthState.h>
#import <AppAuthTV/OIDAuthStateChangeDelegate.h>
#import <AppAuthTV/OIDAuthStateErrorDelegate.h>
#import <AppAuthTV/OIDAuthorizationRequest.h>
#import <AppAuthTV/OIDAuthorizationResponse.h>
#import <AppAuthTV/OIDAuthorizationService.h>
#import <AppAuthTV/OIDError.h>
#import <AppAuthTV/OIDErrorUtilities.h>
#import <AppAuthTV/OIDExternalUserAgent.h>
#import <AppAuthTV/OIDExternalUserAgentRequest.h>
#import <AppAuthTV/OIDExternalUserAgentSession.h>
#import <AppAuthTV/OIDGrantTypes.h>
#import <AppAuthTV/OIDIDToken.h>
#import <AppAuthTV/OIDRegistrationRequest.h>
#import <AppAuthTV/OIDRegistrationResponse.h>
#import <AppAuthTV/OIDResponseTypes.h>
#import <AppAuthTV/OIDScopes.h>
#import <AppAuthTV/OIDScopeUtilities.h>
#import <AppAuthTV/OIDServiceConfiguration.h>
#import <AppAuthTV/OIDServiceDiscovery.h>
#import <AppAuthTV/OIDTokenRequest.h>
#import <AppAuthTV/OIDTokenResponse.h>
#import <AppAuthTV/OIDTokenUtilities.h>
#import <AppAuthTV/OIDURLSessionProvider.h>
#import <AppAuthTV/OIDEndSessionRequest.h>
#import <AppAuthTV/OIDEndSessionResponse.h>

#import <AppAuthTV/OIDTVAuthorizationRequest.h>
#import <AppAuthTV/OIDTVAuthorizationResponse.h>
#import <AppAuthTV/OIDTVAuthorizationService.h>
#import <AppAuthTV/OIDTVServiceConfiguration.h>
