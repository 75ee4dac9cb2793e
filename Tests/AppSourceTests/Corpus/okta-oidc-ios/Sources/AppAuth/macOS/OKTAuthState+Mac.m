/*! @file OKTAuthState+Mac.m
    @brief AppAuth iOS SDK
    @copyright
        Copyright 2016 Google Inc. All Rights Reserved.
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
    @modifications
        Copyright (C) 2019 Okta Inc.
 */

#import <Foundation/Foundation.h>

#if TARGET_OS_OSX

#import "OKTDefaultTokenValidator.h"
#import "OKTAuthState+Mac.h"

#import "OKTExternalUserAgentMac.h"

@implementation OKTAuthState (Mac)

+ (id<OKTExternalUserAgentSession>)
    authStateByPresentingAuthorizationRequest:(OKTAuthorizationRequest *)authorizationRequest
                                     callback:(OKTAuthStateAuthorizationCallback)callback {
  OKTExternalUserAgentMac *externalUserAgent = [[OKTExternalUserAgentMac alloc] init];
    return [self authStateByPresentingAuthorizationRequest:authorizationRequest
                                         externalUserAgent:externalUserAgent
                                                  delegate:nil
                                                 validator:[OKTDefaultTokenValidator new]
                                                  callback:callback];
}

@end

#endif
